# ptoc: print
# A tpop with shape= and dtype= and no annotation has the tile they give (no memory space
# yet, as the reference's TileType(shape, dtype)); without them its type must be written.
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.AIV)
    def f(self):
        pipe_buf = pl.reserve_buffer(name="c2v_slot_buffer", size=4096, base=0x1000)
        pl.aiv_initialize_pipe(dir_mask=1, slot_size=512, c2v_consumer_buf=pipe_buf)
        x = pl.tpop_from_aic(shape=[16, 16], dtype=pl.FP16, split=0)
        pl.tfree_to_aic(x)

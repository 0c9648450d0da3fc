# ptoc: opt --backend 910B --passes=stamp_tfree_split
# reference test_tfree_direction_mismatch_raises: a tfree_to_aiv of a tile popped from the Cube core
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.AIV)
    def consumer(self):
        buf = pl.reserve_buffer(name="c2v", size=4096, base=0x1000)
        pl.aiv_initialize_pipe(dir_mask=1, slot_size=512, c2v_consumer_buf=buf)
        t: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Vec] = pl.tpop_from_aic(split=0)
        pl.tfree_to_aiv(t)

# tests/ut/ir/transforms/test_stamp_tfree_split.py::test_tfree_gets_split_and_id_from_tpop (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.AIV)
    def consumer(self):
        buf = pl.reserve_buffer(name="c2v", size=4096, base=0x1000)
        pl.aiv_initialize_pipe(dir_mask=1, slot_size=512, c2v_consumer_buf=buf, id=3)
        t: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Vec] = pl.tpop_from_aic(split=1, id=3)
        pl.tfree_to_aic(t)

# ptoc: compile --backend 910B
# The reference's test_init_memref case test_view_over_tpop_result_is_memref_less as its
# users write it: the pl-level cross-core spellings pl.reserve_buffer, pl.aiv_initialize_pipe
# with its consumer buffer by keyword (the other one is the INT32 constant 0) and
# pl.tfree_to_aic.  The .pto is the reference's for this program but for the
# alloc_tile it gives the dead copy `_ = out`.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIV)
    def consumer(self):
        buf = pl.reserve_buffer(name="c2v_slot_buffer", size=4096, base=0x1000)
        pl.aiv_initialize_pipe(dir_mask=1, slot_size=512, c2v_consumer_buf=buf)
        t: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Vec] = pl.tpop_from_aic(split=0)
        v: pl.Tile[[8, 32], pl.FP32, pl.MemorySpace.Vec] = pl.tile.reshape(t, [8, 32])
        pl.tfree_to_aic(t)
        out: pl.Tile[[8, 32], pl.FP32, pl.MemorySpace.Vec] = pl.exp(v)
        _ = out

# ptoc: compile --backend 910B
# The reference's case (test_stamp_tfree_split): its .pto, loc() paths naming this file (target_arch as ptoas 0.60 names it)

@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def consumer():
        buf: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='c2v', size=4096, base=4096)
        pl.system.aiv_initialize_pipe(buf, pl.const(0, pl.INT32), dir_mask=1, slot_size=512)
        t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=2)
        # split copied off the originating tpop by the pass.
        pl.system.tfree_to_aic(t, split=2)
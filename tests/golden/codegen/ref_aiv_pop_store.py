# ptoc: compile --backend 910B
# The reference's case (test_expand_mixed_kernel, a lone AIV kernel popping from the Cube): its .pto, loc() paths naming this file (target_arch as ptoas 0.60 names it)

@pl.program
class ExpAIV:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0_aiv(x: pl.Tensor[[16, 128], pl.BF16], y: pl.Tensor[[128, 128], pl.BF16], out_0: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        c2v: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='main_incore_0_c2v_slot_buffer', size=16384, base=-1)
        pl.system.aiv_initialize_pipe(c2v, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, slot_num=2)
        z_vec: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
        out_0_store: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(z_vec, [0, 0], out_0)
        pl.system.tfree_to_aic(z_vec)
        return out_0_store
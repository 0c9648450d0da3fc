# tests/ut/ir/transforms/test_expand_mixed_kernel_a5.py::TestAutoPipeSetup::test_auto_tfree_does_not_hoist_user_before_if_defined_tile (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.AIV)
    def main_incore_0_aiv(
        self,
        flag: pl.Scalar[pl.INDEX],
        x: pl.Tensor[[4, 32], pl.BF16],
        y: pl.Tensor[[32, 32], pl.BF16],
        out_0: pl.Out[pl.Tensor[[4, 32], pl.FP32]],
    ) -> pl.Tensor[[4, 32], pl.FP32]:
        c2v = pl.reserve_buffer(name="main_incore_0_c2v_slot_buffer", size=1024)
        pl.aiv_initialize_pipe(c2v, pl.const(0, pl.INT32), dir_mask=1, slot_size=512, slot_num=2)
        z_vec: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec, pl.TileView()] = pl.tpop_from_aic(
            shape=[4, 32], dtype=pl.FP32, split=0
        )
        if flag == 0:
            branch_tile = pl.exp(z_vec)
        else:
            branch_tile = z_vec
        mixed = pl.add(z_vec, branch_tile)
        pl.tfree_to_aic(z_vec)
        out_0_store: pl.Tensor[[4, 32], pl.FP32] = pl.store(mixed, [0, 0], out_0)
        return out_0_store

# tests/ut/ir/transforms/test_expand_mixed_kernel_a5.py::TestAutoPipeSetup::test_auto_pipe_setup_inserted_for_c2v_kernel (hand-written)
import pypto.language as pl


@pl.program
class ExpAIV:
    @pl.function(type=pl.FunctionType.AIV)
    def main_incore_0_aiv(
        self,
        x: pl.Tensor[[16, 128], pl.BF16],
        y: pl.Tensor[[128, 128], pl.BF16],
        out_0: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        c2v = pl.reserve_buffer(name="main_incore_0_c2v_slot_buffer", size=16384)
        pl.aiv_initialize_pipe(c2v, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, slot_num=2)
        z_vec: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView()] = pl.tpop_from_aic(
            shape=[16, 128], dtype=pl.FP32, split=0
        )
        out_0_store: pl.Tensor[[16, 128], pl.FP32] = pl.store(z_vec, [0, 0], out_0)
        pl.tfree_to_aic(z_vec)
        return out_0_store

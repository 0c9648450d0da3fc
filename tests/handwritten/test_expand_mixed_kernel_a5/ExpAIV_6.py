# tests/ut/ir/transforms/test_expand_mixed_kernel_a5.py::TestDCERegression::test_nested_loop_store_result_remapped_to_param (hand-written)
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
        x_tile = pl.load(x, [0, 0], [16, 128])
        x_fp32 = pl.tile.cast(x_tile, target_type=pl.FP32, mode="round")
        out_0_store = pl.store(x_fp32, [0, 0], out_0)
        return out_0_store

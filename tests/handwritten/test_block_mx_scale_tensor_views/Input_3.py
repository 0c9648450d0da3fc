# tests/ut/ir/transforms/test_block_mx_scale_tensor_views.py::test_tensor_quant_mx_feeds_tensor_matmul_mx_as_tiles (hand-written)
import pypto.language as pl


@pl.program
class Input:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        lhs: pl.Tensor[[16, 64], pl.FP16],
        rhs: pl.Tensor[[32, 64], pl.BF16],
    ) -> pl.Tensor[[16, 32], pl.FP32]:
        lhs_data, lhs_scale = pl.quant_mx(lhs, group_axis=1)
        rhs_data, rhs_scale = pl.quant_mx(rhs, group_axis=0)
        return pl.matmul_mx(lhs_data, lhs_scale, rhs_data, rhs_scale)

# tests/ut/ir/transforms/test_a8w8_matmul_dequant.py::test_a8w8_matmul_dequant_decode_m1_uses_scalar_activation_scale (hand-written)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        lhs_i8: pl.Tensor[[1, 512], pl.INT8],
        rhs_i8: pl.Tensor[[512, 256], pl.INT8],
        act_scale: pl.Tensor[[1, 1], pl.FP32],
        weight_scale: pl.Tensor[[1, 256], pl.FP32],
    ) -> pl.Tensor[[1, 256], pl.BF16]:
        out = pl.a8w8_matmul_dequant(lhs_i8, rhs_i8, act_scale, weight_scale, out_dtype=pl.BF16)
        return out

# tests/ut/codegen/test_pto_codegen_ops.py::TestRsqrtHighPrecisionCodegen::test_tensor_rsqrt_high_precision_end_to_end (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel_rsqrt_hp_tensor(
        self,
        x: pl.Tensor[[16, 16], pl.FP32],
        out: pl.Tensor[[16, 16], pl.FP32],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        y: pl.Tensor[[16, 16], pl.FP32] = pl.rsqrt(x, high_precision=True)
        return y

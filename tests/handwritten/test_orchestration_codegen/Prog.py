# tests/ut/codegen/test_orchestration_codegen.py::TestTensorReadWriteOffsetCodegen::test_tensor_read_constant_1d (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(self, t: pl.Tensor[[8], pl.FP32]) -> pl.Tensor[[8], pl.FP32]:
        val: pl.Scalar[pl.FP32] = pl.tensor.read(t, [3])  # noqa: F841
        return t

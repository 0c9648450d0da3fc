# tests/ut/codegen/test_orchestration_codegen.py::TestTensorReadWriteOffsetCodegen::test_tensor_write_constant_2d (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(self, t: pl.Tensor[[4, 8], pl.FP32]) -> pl.Tensor[[4, 8], pl.FP32]:
        val: pl.Scalar[pl.FP32] = pl.tensor.read(t, [0, 0])
        pl.tensor.write(t, [1, 3], val)
        return t

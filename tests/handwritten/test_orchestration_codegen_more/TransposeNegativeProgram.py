# tests/ut/codegen/test_orchestration_codegen_more.py::TestOrchestrationMore::test_tensor_transpose_negative_axis (hand-written)
import pypto.language as pl


@pl.program
class TransposeNegativeProgram:
    @pl.function(type=pl.FunctionType.Orchestration)
    def orch_transpose_neg(
        self,
        data: pl.Tensor[[4, 8, 16], pl.FP16],
    ) -> pl.Tensor[[4, 16, 8], pl.FP16]:
        t: pl.Tensor[[4, 16, 8], pl.FP16] = pl.transpose(data, axis1=-1, axis2=-2)
        return t

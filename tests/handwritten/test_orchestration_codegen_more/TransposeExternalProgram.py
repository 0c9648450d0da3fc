# tests/ut/codegen/test_orchestration_codegen_more.py::TestOrchestrationMore::test_tensor_transpose_external_input (hand-written)
import pypto.language as pl


@pl.program
class TransposeExternalProgram:
    @pl.function(type=pl.FunctionType.Orchestration)
    def orch_transpose(
        self,
        data: pl.Tensor[[16, 32], pl.FP16],
    ) -> pl.Tensor[[32, 16], pl.FP16]:
        t: pl.Tensor[[32, 16], pl.FP16] = pl.transpose(data, axis1=0, axis2=1)
        return t

# tests/ut/codegen/test_orchestration_codegen_more.py::TestOrchestrationMore::test_tensor_reshape_external_input (hand-written)
import pypto.language as pl


@pl.program
class ReshapeExternalProgram:
    @pl.function(type=pl.FunctionType.Orchestration)
    def orch_reshape(
        self,
        data: pl.Tensor[[256], pl.FP32],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        r: pl.Tensor[[16, 16], pl.FP32] = pl.reshape(data, [16, 16])
        return r

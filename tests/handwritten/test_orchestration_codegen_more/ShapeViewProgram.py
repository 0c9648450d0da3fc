# tests/ut/codegen/test_orchestration_codegen_more.py::TestOrchestrationMore::test_tensor_view_shape_reinterpret_runs_through_default_pipeline (hand-written)
import pypto.language as pl


@pl.program
class ShapeViewProgram:
    @pl.function(type=pl.FunctionType.Orchestration)
    def orch_view(
        self,
        data: pl.Tensor[[2, 16], pl.FP16],
    ) -> pl.Tensor[[4, 8], pl.FP16]:
        viewed: pl.Tensor[[4, 8], pl.FP16] = pl.tensor.view(data, [4, 8])
        return viewed

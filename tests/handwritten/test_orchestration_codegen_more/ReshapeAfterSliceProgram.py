# tests/ut/codegen/test_orchestration_codegen_more.py::TestOrchestrationMore::test_tensor_reshape_after_slice (hand-written)
import pypto.language as pl


@pl.program
class ReshapeAfterSliceProgram:
    @pl.function(type=pl.FunctionType.Orchestration)
    def orch_slice_reshape(
        self,
        data: pl.Tensor[[4, 16, 16], pl.FP32],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        chunk: pl.Tensor[[1, 16, 16], pl.FP32] = pl.slice(data, [1, 16, 16], [0, 0, 0])
        r: pl.Tensor[[16, 16], pl.FP32] = pl.reshape(chunk, [16, 16])
        return r

# tests/ut/codegen/test_orchestration_codegen_more.py::TestOrchestrationMore::test_tensor_slice_with_drop_dims (hand-written)
import pypto.language as pl


@pl.program
class DropDimSliceProgram:
    @pl.function(type=pl.FunctionType.Orchestration)
    def orch_slice(
        self,
        data: pl.Tensor[[3, 64, 16], pl.FP32],
    ) -> pl.Tensor[[3, 16], pl.FP32]:
        chunk = data[:, 1, :]
        return chunk

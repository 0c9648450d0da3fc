# tests/ut/codegen/test_orchestration_codegen_more.py::TestOrchestrationMore::test_tensor_slice_drop_dims_preserves_dynamic_empty_view (hand-written)
import pypto.language as pl


@pl.program
class DynamicDropDimSliceProgram:
    @pl.function(type=pl.FunctionType.Orchestration)
    def orch_slice(
        self,
        data: pl.Tensor[[3, 64, 16], pl.FP32],
        index: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[3, 16], pl.FP32]:
        chunk = data[:, index, :]
        return chunk

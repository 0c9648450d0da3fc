# tests/ut/codegen/test_orchestration_codegen_more.py::TestOrchestrationMore::test_tensor_slice_with_valid_shape (hand-written)
import pypto.language as pl


@pl.program
class ValidShapeSliceProgram:
    @pl.function(type=pl.FunctionType.Orchestration)
    def orch_slice(
        self,
        data: pl.Tensor[[64, 16], pl.FP32],
        valid_rows: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        chunk: pl.Tensor[[16, 16], pl.FP32] = pl.slice(
            data, [16, 16], [0, 0], valid_shape=[valid_rows, 16]
        )
        return chunk

# tests/ut/codegen/test_orchestration_codegen_more.py::TestOrchestrationMore::test_tensor_transpose_after_slice (hand-written)
import pypto.language as pl


@pl.program
class TransposeAfterSliceProgram:
    @pl.function(type=pl.FunctionType.Orchestration)
    def orch_slice_transpose(
        self,
        data: pl.Tensor[[4, 16, 32], pl.FP16],
    ) -> pl.Tensor[[1, 32, 16], pl.FP16]:
        chunk: pl.Tensor[[1, 16, 32], pl.FP16] = pl.slice(data, [1, 16, 32], [0, 0, 0])
        t: pl.Tensor[[1, 32, 16], pl.FP16] = pl.transpose(chunk, axis1=1, axis2=2)
        return t

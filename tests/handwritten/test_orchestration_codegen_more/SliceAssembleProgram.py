# tests/ut/codegen/test_orchestration_codegen_more.py::TestOrchestrationMore::test_tensor_assemble_slice_source_does_not_require_view_fast_path (hand-written)
import pypto.language as pl


@pl.program
class SliceAssembleProgram:
    @pl.function(type=pl.FunctionType.Orchestration)
    def orch_slice_source(
        self,
        x: pl.Tensor[[4, 8], pl.FP32],
        out: pl.Out[pl.Tensor[[4, 8], pl.FP32]],
    ) -> pl.Tensor[[4, 8], pl.FP32]:
        chunk: pl.Tensor[[1, 8], pl.FP32] = pl.slice(x, [1, 8], [0, 0])
        out = pl.assemble(out, chunk, [0, 0])
        return out

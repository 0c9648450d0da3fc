# tests/ut/codegen/test_orchestration_codegen_more.py::TestOrchestrationMore::test_fp4_slice_dynamic_offset_checks_alignment_before_conversion (hand-written)
import pypto.language as pl


@pl.program
class Fp4DynamicSliceProgram:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        data: pl.Tensor[[8, 16], pl.FP4],
        logical_offset: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[1, 8], pl.FP4]:
        chunk: pl.Tensor[[1, 8], pl.FP4] = pl.slice(data, [1, 8], [0, logical_offset])
        return chunk

# tests/ut/codegen/test_orchestration_codegen_more.py::TestOrchestrationMore::test_fp4_slice_uses_x2_carrier_shape_and_offset (hand-written)
import pypto.language as pl


@pl.program
class Fp4SliceProgram:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        data: pl.Tensor[[8, 16], pl.FP4],
    ) -> pl.Tensor[[1, 8], pl.FP4]:
        chunk: pl.Tensor[[1, 8], pl.FP4] = pl.slice(data, [1, 8], [0, 8])
        return chunk

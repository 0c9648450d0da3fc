# tests/ut/codegen/test_orchestration_codegen_more.py::TestOrchestrationMore::test_fp4_reshape_and_transpose_are_rejected (rejected by the reference parser)
import pypto.language as pl


@pl.program
class Fp4ReshapeProgram:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        data: pl.Tensor[[8, 16], pl.FP4],
    ) -> pl.Tensor[[4, 32], pl.FP4]:
        return pl.reshape(data, [4, 32])

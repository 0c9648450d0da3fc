# ptoc: parse
# The reference's test_fp4_reshape_and_transpose_are_rejected: a packed 4-bit
# tensor has no axis swap (two elements share a byte).
import pypto.language as pl


@pl.program
class Fp4TransposeProgram:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        data: pl.Tensor[[2, 4, 16], pl.FP4],
    ) -> pl.Tensor[[4, 2, 16], pl.FP4]:
        return pl.transpose(data, axis1=0, axis2=1)

# ptoc: parse
# The reference's test_fp4_reshape_and_transpose_are_rejected: a packed 4-bit
# tensor has no element-wise reshape (two elements share a byte).
import pypto.language as pl


@pl.program
class Fp4ReshapeProgram:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        data: pl.Tensor[[8, 16], pl.FP4],
    ) -> pl.Tensor[[4, 32], pl.FP4]:
        return pl.reshape(data, [4, 32])

# tests/st/runtime/ops/test_col_expand_arith.py::<module> (hand-written)
import pypto.language as pl

M = 32
N = 64


@pl.program
class TensorColExpandDivProgFP16:
    @pl.function(type=pl.FunctionType.Opaque)
    def main(
        self,
        a: pl.Tensor[[M, N], pl.FP16],
        v: pl.Tensor[[1, N], pl.FP16],
        output: pl.Out[pl.Tensor[[M, N], pl.FP16]],
    ) -> pl.Tensor[[M, N], pl.FP16]:
        with pl.at(level=pl.Level.CORE_GROUP):
            output = pl.assemble(output, pl.col_expand_div(a, v), [0, 0])
        return output

# tests/st/runtime/ops/test_col_expand_arith.py::<module> (hand-written)
import pypto.language as pl

M = 32
N = 64


@pl.program
class TensorColExpandSubProg:
    """tensor.col_expand_sub on whole tensors; lowers to tile.col_expand_sub."""

    @pl.function(type=pl.FunctionType.Opaque)
    def main(
        self,
        a: pl.Tensor[[M, N], pl.FP32],
        v: pl.Tensor[[1, N], pl.FP32],
        output: pl.Out[pl.Tensor[[M, N], pl.FP32]],
    ) -> pl.Tensor[[M, N], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            output = pl.assemble(output, pl.col_expand_sub(a, v), [0, 0])
        return output

# tests/st/runtime/test_max_min.py::<module> (hand-written)
import pypto.language as pl

M = 16
N = 16


@pl.program
class TensorMinimumProgram:
    """Element-wise minimum of two FP32 tensors; lowers to tile.minimum."""

    @pl.function(type=pl.FunctionType.Opaque)
    def main(
        self,
        lhs: pl.Tensor[[M, N], pl.FP32],
        rhs: pl.Tensor[[M, N], pl.FP32],
        out: pl.Out[pl.Tensor[[M, N], pl.FP32]],
    ) -> pl.Tensor[[M, N], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            out = pl.assemble(out, pl.tensor.minimum(lhs, rhs), [0, 0])
        return out

# tests/st/runtime/test_fmod.py::<module> (hand-written)
import pypto.language as pl

M = 16
N = 16


@pl.program
class TensorFmodProgram:
    """Element-wise floating-point remainder of two FP32 tensors; lowers to tile.fmod."""

    @pl.function(type=pl.FunctionType.Opaque)
    def main(
        self,
        lhs: pl.Tensor[[M, N], pl.FP32],
        rhs: pl.Tensor[[M, N], pl.FP32],
        out: pl.Out[pl.Tensor[[M, N], pl.FP32]],
    ) -> pl.Tensor[[M, N], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            out = pl.assemble(out, pl.fmod(lhs, rhs), [0, 0])
        return out

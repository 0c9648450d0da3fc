# tests/st/runtime/test_rsqrt.py::<module> (hand-written)
import pypto.language as pl

M = 16
N = 16


@pl.program
class TensorRsqrtHighPrecisionProgram:
    """Tensor-level rsqrt with high_precision=True (compiler inserts the scratch tile)."""

    @pl.function(type=pl.FunctionType.Opaque)
    def main(
        self,
        x: pl.Tensor[[M, N], pl.FP32],
        out: pl.Out[pl.Tensor[[M, N], pl.FP32]],
    ) -> pl.Tensor[[M, N], pl.FP32]:
        with pl.at(
            level=pl.Level.CORE_GROUP,
            optimizations=[pl.split(pl.SplitMode.UP_DOWN)],
        ):
            y = pl.rsqrt(x, high_precision=True)
            out = pl.assemble(out, y, [0, 0])
        return out

# tests/st/runtime/test_rsqrt.py::<module> (hand-written)
import pypto.language as pl

M = 16
N = 16


@pl.program
class TensorRsqrtProgram:
    """Tensor-level rsqrt using the basic form (compiler lowers to 1-operand pto.trsqrt)."""

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
            y = pl.rsqrt(x)
            out = pl.assemble(out, y, [0, 0])
        return out

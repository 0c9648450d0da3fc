# tests/st/runtime/test_abs.py::<module> (hand-written)
import pypto.language as pl

M = 16
N = 16


@pl.program
class TensorAbsProgram:
    """Tensor-level absolute value (lowered to tile.abs by ConvertTensorToTileOps)."""

    @pl.function(type=pl.FunctionType.Opaque)
    def main(
        self,
        x: pl.Tensor[[M, N], pl.FP16],
        out: pl.Out[pl.Tensor[[M, N], pl.FP16]],
    ) -> pl.Tensor[[M, N], pl.FP16]:
        with pl.at(
            level=pl.Level.CORE_GROUP,
            optimization=pl.chunked_loop_optimizer(split=pl.SplitMode.UP_DOWN),
        ):
            y = pl.abs(x)
            out = pl.assemble(out, y, [0, 0])
        return out

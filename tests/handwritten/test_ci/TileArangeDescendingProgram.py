# tests/st/runtime/framework_and_models/test_ci.py::<module> (hand-written)
import pypto.language as pl

ROWS = 1
COLS = 32
N = COLS


@pl.program
class TileArangeDescendingProgram:
    """pl.tile.arange descending — alias of pl.tile.ci with descending=True."""

    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        output: pl.Out[pl.Tensor[[ROWS, COLS], pl.INT32]],
    ) -> pl.Tensor[[ROWS, COLS], pl.INT32]:
        seq: pl.Tile[[ROWS, COLS], pl.INT32] = pl.tile.arange(
            N - 1, [ROWS, COLS], dtype=pl.INT32, descending=True
        )
        out: pl.Tensor[[ROWS, COLS], pl.INT32] = pl.store(seq, offsets=[0, 0], output_tensor=output)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def orchestrator(
        self,
        output: pl.Out[pl.Tensor[[ROWS, COLS], pl.INT32]],
    ) -> pl.Tensor[[ROWS, COLS], pl.INT32]:
        output = self.kernel(output)
        return output

# tests/ut/codegen/test_ptoas_planner_views.py::<module> (hand-written)
import pypto.language as pl

REINTERPRET_ROWS = 8
REINTERPRET_COLS = 16


@pl.program
class SameShapeReinterpretProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[REINTERPRET_ROWS, REINTERPRET_COLS], pl.FP32],
        out: pl.Out[pl.Tensor[[REINTERPRET_ROWS, REINTERPRET_COLS], pl.INT32]],
    ) -> pl.Tensor[[REINTERPRET_ROWS, REINTERPRET_COLS], pl.INT32]:
        src: pl.Tile[[REINTERPRET_ROWS, REINTERPRET_COLS], pl.FP32] = pl.load(
            x, [0, 0], [REINTERPRET_ROWS, REINTERPRET_COLS]
        )
        view: pl.Tile[[REINTERPRET_ROWS, REINTERPRET_COLS], pl.INT32] = pl.tile.reinterpret_view(
            src, pl.INT32
        )
        return pl.store(view, [0, 0], out)

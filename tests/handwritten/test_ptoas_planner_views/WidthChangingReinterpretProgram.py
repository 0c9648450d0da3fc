# tests/ut/codegen/test_ptoas_planner_views.py::<module> (hand-written)
import pypto.language as pl

REINTERPRET_ROWS = 8
REINTERPRET_COLS = 16


@pl.program
class WidthChangingReinterpretProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[REINTERPRET_ROWS, REINTERPRET_COLS], pl.FP32],
        out: pl.Out[pl.Tensor[[REINTERPRET_ROWS, REINTERPRET_COLS * 2], pl.INT16]],
    ) -> pl.Tensor[[REINTERPRET_ROWS, REINTERPRET_COLS * 2], pl.INT16]:
        src: pl.Tile[[REINTERPRET_ROWS, REINTERPRET_COLS], pl.FP32] = pl.load(
            x, [0, 0], [REINTERPRET_ROWS, REINTERPRET_COLS]
        )
        view: pl.Tile[[REINTERPRET_ROWS, REINTERPRET_COLS * 2], pl.INT16] = pl.tile.reinterpret_view(
            src, pl.INT16
        )
        return pl.store(view, [0, 0], out)

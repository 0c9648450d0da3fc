# tests/ut/codegen/test_ptoas_planner_views.py::<module> (hand-written)
import pypto.language as pl

REINTERPRET_COLS = 16


@pl.program
class SubviewReinterpretProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[16, REINTERPRET_COLS], pl.FP32],
        out: pl.Out[pl.Tensor[[5, REINTERPRET_COLS], pl.INT32]],
    ) -> pl.Tensor[[5, REINTERPRET_COLS], pl.INT32]:
        src: pl.Tile[[16, REINTERPRET_COLS], pl.FP32] = pl.load(x, [0, 0], [16, REINTERPRET_COLS])
        sub: pl.Tile[[5, REINTERPRET_COLS], pl.FP32] = pl.tile.slice(src, [5, REINTERPRET_COLS], [0, 0])
        view: pl.Tile[[5, REINTERPRET_COLS], pl.INT32] = pl.tile.reinterpret_view(sub, pl.INT32)
        return pl.store(view, [0, 0], out)

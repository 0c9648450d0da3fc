# tests/ut/codegen/test_ptoas_planner_views.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class NonzeroSubviewProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[8, 8], pl.FP32],
        out: pl.Out[pl.Tensor[[2, 8], pl.FP32]],
    ) -> pl.Tensor[[2, 8], pl.FP32]:
        src: pl.Tile[[8, 8], pl.FP32] = pl.load(x, [0, 0], [8, 8])
        sub: pl.Tile[[2, 8], pl.FP32] = pl.tile.slice(src, [2, 8], [3, 0])
        return pl.store(sub, [0, 0], out)

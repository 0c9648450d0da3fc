# tests/ut/codegen/test_ptoas_planner_views.py::<module> (hand-written)
import pypto.language as pl

PAD = 16
VALID = 5
D = 128


@pl.program
class SubviewReshapeProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[PAD, D], pl.FP32],
        out: pl.Out[pl.Tensor[[1, VALID * D], pl.FP32]],
    ) -> pl.Tensor[[1, VALID * D], pl.FP32]:
        t: pl.Tile[[PAD, D], pl.FP32] = pl.load(x, [0, 0], [PAD, D])
        v: pl.Tile[[VALID, D], pl.FP32] = pl.tile.slice(t, [VALID, D], [0, 0])
        r: pl.Tile[[1, VALID * D], pl.FP32] = pl.reshape(v, [1, VALID * D])
        return pl.store(r, [0, 0], out)

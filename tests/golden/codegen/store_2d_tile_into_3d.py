# ptoc: compile --backend 910B --no-emit-loc
# The reference's tests/st/runtime/test_elementwise_nd.py Tile2DStoreTo3DProgram: a [1, 16] tile
# stored into a [2, 4, 16] tensor at [1, 2, 0].  FlattenTileNdTo2D gives the store its
# window, the tile's shape led by 1s to the tensor's rank ([1, 1, 16]), so the tstore
# writes through a rank-3 partition view (out[1, 2, :] = a[0, :] * b[0, :]).
import pypto.language as pl


@pl.program
class Tile2DStoreTo3DProgram:
    """2D tile [1, 16] mul then stored into a 3D tensor [2, 4, 16].

    The tile is natively 2D — no ND tile involved, so FlattenTileNdTo2D
    would previously skip injecting the shapes tuple (it only checked tile rank).
    This test verifies the fix: shapes are injected based on tensor rank.
    """

    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[4, 16], pl.FP32],
        b: pl.Tensor[[4, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[2, 4, 16], pl.FP32]],
    ) -> pl.Tensor[[2, 4, 16], pl.FP32]:
        a_tile = pl.load(a, [0, 0], [1, 16])
        b_tile = pl.load(b, [0, 0], [1, 16])
        c_tile = pl.tile.mul(a_tile, b_tile)
        out = pl.store(c_tile, [1, 2, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def orchestrator(
        self,
        a: pl.Tensor[[4, 16], pl.FP32],
        b: pl.Tensor[[4, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[2, 4, 16], pl.FP32]],
    ) -> pl.Tensor[[2, 4, 16], pl.FP32]:
        out = self.kernel(a, b, out)
        return out

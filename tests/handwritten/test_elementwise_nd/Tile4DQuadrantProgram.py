# tests/st/runtime/test_elementwise_nd.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class Tile4DQuadrantProgram:
    """4D tensor [2,2,8,16] divided into 4 blocks of [1,1,8,16].

    Loads the top-right block (offset [0,1,0,0]), squares it, then stores
    the result into the bottom-left block (offset [1,0,0,0]).

    This is the key partial-coverage test: the tile [1,1,8,16] flattens to
    [8,16], but the store offset [1,0,0,0] is non-zero in dim-0.  The
    partition_view sizes for the store must be [1,1,8,16] (tile shape), NOT
    [2,2,8,16] (full tensor shape).  With the wrong sizes, offset[0]+size[0]
    = 1+2 = 3 > 2, which is out-of-bounds and produces incorrect results.
    """

    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[2, 2, 8, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[2, 2, 8, 16], pl.FP32]],
    ) -> pl.Tensor[[2, 2, 8, 16], pl.FP32]:
        tile = pl.load(a, [0, 1, 0, 0], [1, 1, 8, 16])
        result_tile = pl.tile.mul(tile, tile)
        out = pl.store(result_tile, [1, 0, 0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def orchestrator(
        self,
        a: pl.Tensor[[2, 2, 8, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[2, 2, 8, 16], pl.FP32]],
    ) -> pl.Tensor[[2, 2, 8, 16], pl.FP32]:
        out = self.kernel(a, out)
        return out

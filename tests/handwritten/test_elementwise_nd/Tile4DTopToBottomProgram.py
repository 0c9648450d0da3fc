# tests/st/runtime/test_elementwise_nd.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class Tile4DTopToBottomProgram:
    """4D tensor [2,2,8,16] divided into 4 blocks of [1,1,8,16].

    Computes a*b for the entire top row via a single [1,2,8,16] tile and
    stores the result into the bottom row:
      a[0,:,:,:] * b[0,:,:,:] -> out[1,:,:,:]

    Uses a single [1,2,8,16] tile (load offset [0,0,0,0], store offset
    [1,0,0,0]).  The mul op lets ResolveBackendOpLayouts infer TileView;
    the store offset is non-zero in dim-0 so partition_view sizes must be
    [1,2,8,16] (tile shape), not [2,2,8,16] (full tensor shape).
    """

    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[2, 2, 8, 16], pl.FP32],
        b: pl.Tensor[[2, 2, 8, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[2, 2, 8, 16], pl.FP32]],
    ) -> pl.Tensor[[2, 2, 8, 16], pl.FP32]:
        a_tile = pl.load(a, [0, 0, 0, 0], [1, 2, 8, 16])
        b_tile = pl.load(b, [0, 0, 0, 0], [1, 2, 8, 16])
        result_tile = pl.tile.mul(a_tile, b_tile)
        out = pl.store(result_tile, [1, 0, 0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def orchestrator(
        self,
        a: pl.Tensor[[2, 2, 8, 16], pl.FP32],
        b: pl.Tensor[[2, 2, 8, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[2, 2, 8, 16], pl.FP32]],
    ) -> pl.Tensor[[2, 2, 8, 16], pl.FP32]:
        out = self.kernel(a, b, out)
        return out

# tests/st/runtime/test_elementwise_nd.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class Tile4DMulPartialProgram:
    """Partial-coverage 4D tile: load first half of dim-0, store to second half.

    Tensor shape [4, 3, 8, 64]; tile shape [2, 3, 8, 64] (half of dim-0).
    Exercises the case where tile.store offset is non-zero: the partition_view
    sizes must reflect the tile shape [2,3,8,64], NOT the full tensor [4,3,8,64].
    """

    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[4, 3, 8, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[4, 3, 8, 64], pl.FP32]],
    ) -> pl.Tensor[[4, 3, 8, 64], pl.FP32]:
        a_tile = pl.load(a, [0, 0, 0, 0], [2, 3, 8, 64])
        c_tile = pl.tile.mul(a_tile, a_tile)
        out = pl.store(c_tile, [2, 0, 0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def orchestrator(
        self,
        a: pl.Tensor[[4, 3, 8, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[4, 3, 8, 64], pl.FP32]],
    ) -> pl.Tensor[[4, 3, 8, 64], pl.FP32]:
        out = self.kernel(a, out)
        return out

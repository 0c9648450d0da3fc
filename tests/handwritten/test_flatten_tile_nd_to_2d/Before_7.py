# tests/ut/ir/transforms/test_flatten_tile_nd_to_2d.py::TestFlattenTileNdTo2DMultiOutput::test_multiple_incore_functions (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def incore_a(
        self,
        x: pl.Tensor[[2, 3, 4], pl.FP32],
        out_0: pl.Out[pl.Tensor[[2, 3, 4], pl.FP32]],
    ) -> pl.Tensor[[2, 3, 4], pl.FP32]:
        x_tile: pl.Tile[[2, 3, 4], pl.FP32] = pl.load(x, [0, 0, 0], [2, 3, 4])
        y_tile: pl.Tile[[2, 3, 4], pl.FP32] = pl.tile.add(x_tile, x_tile)
        out_0: pl.Tensor[[2, 3, 4], pl.FP32] = pl.store(y_tile, [0, 0, 0], out_0)
        return out_0

    @pl.function(type=pl.FunctionType.InCore)
    def incore_b(
        self,
        x: pl.Tensor[[3, 4, 5], pl.FP32],
        out_0: pl.Out[pl.Tensor[[3, 4, 5], pl.FP32]],
    ) -> pl.Tensor[[3, 4, 5], pl.FP32]:
        x_tile: pl.Tile[[3, 4, 5], pl.FP32] = pl.load(x, [0, 0, 0], [3, 4, 5])
        y_tile: pl.Tile[[3, 4, 5], pl.FP32] = pl.tile.mul(x_tile, x_tile)
        out_0: pl.Tensor[[3, 4, 5], pl.FP32] = pl.store(y_tile, [0, 0, 0], out_0)
        return out_0

    @pl.function
    def main(
        self,
        x: pl.Tensor[[2, 3, 4], pl.FP32],
        y: pl.Tensor[[3, 4, 5], pl.FP32],
    ) -> pl.Tensor[[2, 3, 4], pl.FP32]:
        out_a: pl.Tensor[[2, 3, 4], pl.FP32] = pl.create_tensor([2, 3, 4], dtype=pl.FP32)
        out_b: pl.Tensor[[3, 4, 5], pl.FP32] = pl.create_tensor([3, 4, 5], dtype=pl.FP32)
        ra: pl.Tensor[[2, 3, 4], pl.FP32] = self.incore_a(x, out_a)
        _rb: pl.Tensor[[3, 4, 5], pl.FP32] = self.incore_b(y, out_b)
        return ra

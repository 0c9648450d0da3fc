# tests/ut/ir/transforms/test_flatten_tile_nd_to_2d.py::TestFlattenTileNdTo2DControlFlow::test_if_stmt_tile_return_var (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        x: pl.Tensor[[2, 3, 4], pl.FP32],
        cond: pl.Scalar[pl.BOOL],
        out_0: pl.Out[pl.Tensor[[2, 3, 4], pl.FP32]],
    ) -> pl.Tensor[[2, 3, 4], pl.FP32]:
        t: pl.Tile[[2, 3, 4], pl.FP32] = pl.tile.load(x, [0, 0, 0], [2, 3, 4])
        if cond:
            a: pl.Tile[[2, 3, 4], pl.FP32] = pl.tile.add(t, t)
            rv = pl.yield_(a)
        else:
            b: pl.Tile[[2, 3, 4], pl.FP32] = pl.tile.mul(t, t)
            rv = pl.yield_(b)
        out_0: pl.Tensor[[2, 3, 4], pl.FP32] = pl.tile.store(rv, [0, 0, 0], out_0)
        return out_0

    @pl.function
    def main(
        self,
        x: pl.Tensor[[2, 3, 4], pl.FP32],
        cond: pl.Scalar[pl.BOOL],
    ) -> pl.Tensor[[2, 3, 4], pl.FP32]:
        out_0: pl.Tensor[[2, 3, 4], pl.FP32] = pl.create_tensor([2, 3, 4], dtype=pl.FP32)
        y: pl.Tensor[[2, 3, 4], pl.FP32] = self.main_incore_0(x, cond, out_0)
        return y

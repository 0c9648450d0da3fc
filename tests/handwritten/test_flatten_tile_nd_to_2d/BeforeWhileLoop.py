# tests/ut/ir/transforms/test_flatten_tile_nd_to_2d.py::TestFlattenTileNdTo2DControlFlow::test_loop_with_tile_iter_arg (hand-written)
import pypto.language as pl


@pl.program
class BeforeWhileLoop:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        x: pl.Tensor[[2, 3, 4], pl.FP32],
        out_0: pl.Out[pl.Tensor[[2, 3, 4], pl.FP32]],
    ) -> pl.Tensor[[2, 3, 4], pl.FP32]:
        t = pl.load(x, [0, 0, 0], [2, 3, 4])
        cond = True
        while cond:
            t = pl.tile.add(t, t)
            cond = False
        out_0 = pl.store(t, [0, 0, 0], out_0)
        return out_0

    @pl.function
    def main(self, x: pl.Tensor[[2, 3, 4], pl.FP32]) -> pl.Tensor[[2, 3, 4], pl.FP32]:
        out_0 = pl.create_tensor([2, 3, 4], dtype=pl.FP32)
        y = self.main_incore_0(x, out_0)
        return y

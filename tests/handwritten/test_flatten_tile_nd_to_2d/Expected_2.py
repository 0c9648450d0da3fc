# tests/ut/ir/transforms/test_flatten_tile_nd_to_2d.py::TestFlattenTileNdTo2DConstantOps::test_create_full_add_chain (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        x: pl.Tensor[[2, 3, 4], pl.FP32],
        out_0: pl.Out[pl.Tensor[[2, 3, 4], pl.FP32]],
    ) -> pl.Tensor[[2, 3, 4], pl.FP32]:
        a_tile = pl.tile.create([6, 4], dtype=pl.FP32)
        b_tile = pl.tile.full([6, 4], dtype=pl.FP32, value=1.0)
        c_tile = pl.tile.add(a_tile, b_tile)
        out_store = pl.store(c_tile, [0, 0, 0], out_0, shapes=[2, 3, 4])
        return out_store

    @pl.function
    def main(self, x: pl.Tensor[[2, 3, 4], pl.FP32]) -> pl.Tensor[[2, 3, 4], pl.FP32]:
        out_0 = pl.create_tensor([2, 3, 4], dtype=pl.FP32)
        y = self.main_incore_0(x, out_0)
        return y

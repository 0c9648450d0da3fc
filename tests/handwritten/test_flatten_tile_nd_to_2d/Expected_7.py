# tests/ut/ir/transforms/test_flatten_tile_nd_to_2d.py::TestFlattenTileNdTo2DAssemble::test_nd_assemble_offset_collapses_to_row (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        x: pl.Tensor[[4, 8, 16], pl.FP32],
        out_0: pl.Out[pl.Tensor[[4, 8, 16], pl.FP32]],
    ) -> pl.Tensor[[4, 8, 16], pl.FP32]:
        page = pl.tile.full([8, 16], dtype=pl.FP32, value=1.0)
        acc = pl.tile.create([32, 16], dtype=pl.FP32)
        acc2 = pl.tile.assemble(acc, page, [16, 0])
        out_store = pl.store(acc2, [0, 0, 0], out_0, shapes=[4, 8, 16])
        return out_store

    @pl.function
    def main(self, x: pl.Tensor[[4, 8, 16], pl.FP32]) -> pl.Tensor[[4, 8, 16], pl.FP32]:
        out_0 = pl.create_tensor([4, 8, 16], dtype=pl.FP32)
        y = self.main_incore_0(x, out_0)
        return y

# tests/ut/ir/transforms/test_flatten_tile_nd_to_2d.py::TestFlattenTileNdTo2DAssemble::test_nd_assemble_non_contiguous_rejected (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        x: pl.Tensor[[4, 8, 16], pl.FP32],
        out_0: pl.Out[pl.Tensor[[4, 8, 16], pl.FP32]],
    ) -> pl.Tensor[[4, 8, 16], pl.FP32]:
        part: pl.Tile[[2, 4, 16], pl.FP32] = pl.tile.full([2, 4, 16], dtype=pl.FP32, value=1.0)
        acc: pl.Tile[[4, 8, 16], pl.FP32] = pl.tile.create([4, 8, 16], dtype=pl.FP32)
        acc2: pl.Tile[[4, 8, 16], pl.FP32] = pl.tile.assemble(acc, part, [0, 0, 0])
        out_0: pl.Tensor[[4, 8, 16], pl.FP32] = pl.store(acc2, [0, 0, 0], out_0)
        return out_0

    @pl.function
    def main(self, x: pl.Tensor[[4, 8, 16], pl.FP32]) -> pl.Tensor[[4, 8, 16], pl.FP32]:
        out_0: pl.Tensor[[4, 8, 16], pl.FP32] = pl.create_tensor([4, 8, 16], dtype=pl.FP32)
        y: pl.Tensor[[4, 8, 16], pl.FP32] = self.main_incore_0(x, out_0)
        return y

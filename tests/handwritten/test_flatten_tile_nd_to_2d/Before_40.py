# tests/ut/ir/transforms/test_flatten_tile_nd_to_2d.py::TestFlattenTileNdTo2DSpans::test_rebuilt_op_keeps_the_rhs_call_span_not_the_statement_span (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        x: pl.Tensor[[2, 3, 4], pl.FP32],
        out_0: pl.Out[pl.Tensor[[2, 3, 4], pl.FP32]],
    ) -> pl.Tensor[[2, 3, 4], pl.FP32]:
        x_tile: pl.Tile[[2, 3, 4], pl.FP32] = pl.tile.load(x, [0, 0, 0], [2, 3, 4])
        a_tile: pl.Tile[[2, 3, 4], pl.FP32] = (
            # The Call starts here, one line below the assignment.
            pl.tile.exp(x_tile)
        )
        out_0: pl.Tensor[[2, 3, 4], pl.FP32] = pl.tile.store(a_tile, [0, 0, 0], out_0)
        return out_0

    @pl.function
    def main(self, x: pl.Tensor[[2, 3, 4], pl.FP32]) -> pl.Tensor[[2, 3, 4], pl.FP32]:
        out_0: pl.Tensor[[2, 3, 4], pl.FP32] = pl.create_tensor([2, 3, 4], dtype=pl.FP32)
        y: pl.Tensor[[2, 3, 4], pl.FP32] = self.main_incore_0(x, out_0)
        return y

# tests/ut/ir/transforms/test_flatten_call_expr_pass.py::TestFlattenCallInForRange::test_for_with_get_block_idx_in_range (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(
        self, a: pl.Tensor[[64, 64], pl.FP32], output: pl.Tensor[[64, 64], pl.FP32]
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        # get_block_idx() in for range
        for _i in pl.range(pl.tile.get_block_idx()):
            tile: pl.Tile[[32, 32], pl.FP32] = pl.tile.load(a, offsets=[0, 0], shapes=[32, 32])
            pl.tile.store(tile, offsets=[0, 0], output_tensor=output)
        return output

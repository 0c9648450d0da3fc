# tests/ut/ir/transforms/test_flatten_call_expr_pass.py::TestFlattenCallInIfCondition::test_if_with_get_block_idx_in_condition (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function
    def main(
        self, a: pl.Tensor[[64, 64], pl.FP32], output: pl.Tensor[[64, 64], pl.FP32]
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        t__tmp_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        if t__tmp_v0 < 10:
            tile: pl.Tile[[32, 32], pl.FP32] = pl.tile.load(a, offsets=[0, 0], shapes=[32, 32])
            pl.tile.store(tile, offsets=[0, 0], output_tensor=output)
        return output

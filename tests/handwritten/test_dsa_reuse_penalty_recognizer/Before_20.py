# tests/ut/ir/transforms/test_dsa_reuse_penalty_recognizer.py::test_dsa_rp_reinterpret_view_is_metadata_only (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIV)
    def main(
        self,
        input_a: pl.Tensor[[64, 64], pl.FP32],
        input_b: pl.Tensor[[64, 64], pl.FP32],
        output: pl.Tensor[[64, 64], pl.FP32],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        prior = pl.load(input_a, [0, 0], [64, 64])
        viewed: pl.Tile[[64, 64], pl.INT32] = pl.tile.reinterpret_view(prior, dtype=pl.INT32)
        _consumed = pl.add(viewed, viewed)
        next_value = pl.load(input_b, [0, 0], [64, 64])
        return pl.store(next_value, [0, 0], output)

# tests/ut/ir/transforms/test_dsa_reuse_penalty_recognizer.py::test_dsa_rp_recognizes_cross_resource_waw (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIV)
    def main(
        self,
        input_b: pl.Tensor[[64, 64], pl.FP32],
        output: pl.Tensor[[64, 64], pl.FP32],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        _prior = pl.tile.full([64, 64], dtype=pl.FP32, value=0.0)
        next_value = pl.load(input_b, [0, 0], [64, 64])
        return pl.store(next_value, [0, 0], output)

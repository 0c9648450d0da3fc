# tests/ut/ir/transforms/test_dsa_reuse_penalty_recognizer.py::test_dsa_rp_keeps_logically_ordered_cross_resource_handoff (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIV)
    def main(
        self,
        input_a: pl.Tensor[[64, 64], pl.FP32],
        scratch: pl.Tensor[[64, 64], pl.FP32],
        output: pl.Tensor[[64, 64], pl.FP32],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        prior = pl.load(input_a, [0, 0], [64, 64])
        updated = pl.store(prior, [0, 0], scratch)
        next_value = pl.load(updated, [0, 0], [64, 64])
        return pl.store(next_value, [0, 0], output)

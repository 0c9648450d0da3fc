# tests/ut/ir/transforms/test_dsa_reuse_penalty_recognizer.py::test_dsa_rp_unit_edges_and_placement_are_deterministic (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIV)
    def main(
        self,
        input_a: pl.Tensor[[64, 64], pl.FP32],
        input_b: pl.Tensor[[64, 64], pl.FP32],
        input_c: pl.Tensor[[64, 64], pl.FP32],
        input_d: pl.Tensor[[64, 64], pl.FP32],
        output: pl.Tensor[[64, 64], pl.FP32],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        prior_a = pl.load(input_a, [0, 0], [64, 64])
        _used_a = pl.add(prior_a, prior_a)
        prior_b = pl.load(input_b, [0, 0], [64, 64])
        _used_b = pl.add(prior_b, prior_b)
        _later_a = pl.load(input_c, [0, 0], [64, 64])
        later_b = pl.load(input_d, [0, 0], [64, 64])
        return pl.store(later_b, [0, 0], output)

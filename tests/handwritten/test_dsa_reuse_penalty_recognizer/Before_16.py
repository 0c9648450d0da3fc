# tests/ut/ir/transforms/test_dsa_reuse_penalty_recognizer.py::test_dsa_rp_rejects_mutually_exclusive_branch_handoff (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIV)
    def main(
        self,
        input_a: pl.Tensor[[64, 64], pl.FP32],
        input_b: pl.Tensor[[64, 64], pl.FP32],
        condition: pl.Scalar[pl.INT64],
        output: pl.Tensor[[64, 64], pl.FP32],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        if condition < 1:
            branch_prior = pl.load(input_a, [0, 0], [64, 64])
            _branch_consumed = pl.add(branch_prior, branch_prior)
        else:
            _branch_next = pl.load(input_b, [0, 0], [64, 64])
        result = pl.tile.full([64, 64], dtype=pl.FP32, value=2.0)
        return pl.store(result, [0, 0], output)

# tests/ut/ir/transforms/test_dsa_reuse_penalty_recognizer.py::test_dsa_rp_recognizes_l1_to_l0_route (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIC)
    def main(
        self,
        input_a: pl.Tensor[[16, 16], pl.BF16],
        input_b: pl.Tensor[[16, 16], pl.BF16],
        rhs_input: pl.Tensor[[16, 16], pl.BF16],
        output: pl.Tensor[[16, 16], pl.FP32],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        prior = pl.load(input_a, [0, 0], [16, 16], target_memory=pl.Mem.Mat)
        prior_l0 = pl.tile.move(prior, target_memory=pl.Mem.Left)
        _later = pl.load(input_b, [0, 0], [16, 16], target_memory=pl.Mem.Mat)
        rhs_l1 = pl.load(rhs_input, [0, 0], [16, 16], target_memory=pl.Mem.Mat)
        rhs_l0 = pl.tile.move(rhs_l1, target_memory=pl.Mem.Right)
        result = pl.matmul(prior_l0, rhs_l0)
        return pl.store(result, [0, 0], output)

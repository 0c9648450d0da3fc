# tests/ut/ir/transforms/test_dsa_reuse_penalty_recognizer.py::test_dsa_rp_recognizes_l0_to_l1_route (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIC)
    def main(
        self,
        target_input: pl.Tensor[[16, 16], pl.FP32],
        lhs_input: pl.Tensor[[16, 16], pl.BF16],
        rhs_input: pl.Tensor[[16, 16], pl.BF16],
        later_input: pl.Tensor[[16, 16], pl.FP32],
        output: pl.Tensor[[16, 16], pl.FP32],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        target = pl.load(target_input, [0, 0], [16, 16], target_memory=pl.Mem.Mat)
        lhs_l1 = pl.load(lhs_input, [0, 0], [16, 16], target_memory=pl.Mem.Mat)
        rhs_l1 = pl.load(rhs_input, [0, 0], [16, 16], target_memory=pl.Mem.Mat)
        lhs_l0 = pl.tile.move(lhs_l1, target_memory=pl.Mem.Left)
        rhs_l0 = pl.tile.move(rhs_l1, target_memory=pl.Mem.Right)
        source = pl.matmul(lhs_l0, rhs_l0)
        _assembled = pl.tile.assemble(target, source, [0, 0])
        _later = pl.load(later_input, [0, 0], [16, 16], target_memory=pl.Mem.Mat)
        return pl.store(source, [0, 0], output)

# tests/ut/ir/transforms/test_dsa_reuse_penalty_recognizer.py::test_dsa_rp_acc_to_acc_tile_move_uses_vector_resource (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIC)
    def main(
        self,
        lhs_input: pl.Tensor[[16, 64], pl.BF16],
        rhs_input: pl.Tensor[[64, 64], pl.BF16],
        output: pl.Tensor[[16, 64], pl.FP32],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        lhs_l1 = pl.load(lhs_input, [0, 0], [16, 64], target_memory=pl.Mem.Mat)
        rhs_l1 = pl.load(rhs_input, [0, 0], [64, 64], target_memory=pl.Mem.Mat)
        lhs_l0 = pl.tile.move(lhs_l1, target_memory=pl.Mem.Left)
        rhs_l0 = pl.tile.move(rhs_l1, target_memory=pl.Mem.Right)
        prior = pl.matmul(lhs_l0, rhs_l0)
        _moved: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.move(prior, target_memory=pl.Mem.Acc)
        next_value = pl.matmul(lhs_l0, rhs_l0)
        return pl.store(next_value, [0, 0], output)

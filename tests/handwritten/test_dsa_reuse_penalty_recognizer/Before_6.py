# tests/ut/ir/transforms/test_dsa_reuse_penalty_recognizer.py::test_dsa_rp_vec_to_vec_tile_move_uses_vector_resource (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIV)
    def main(
        self,
        input_a: pl.Tensor[[32, 32], pl.FP32],
        input_b: pl.Tensor[[32, 32], pl.FP32],
        output: pl.Tensor[[32, 32], pl.FP32],
    ) -> pl.Tensor[[32, 32], pl.FP32]:
        prior = pl.load(input_a, [0, 0], [32, 32])
        _moved = pl.tile.move(prior, target_memory=pl.Mem.Vec)
        next_value = pl.load(input_b, [0, 0], [32, 32])
        return pl.store(next_value, [0, 0], output)

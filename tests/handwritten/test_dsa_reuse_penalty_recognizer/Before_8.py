# tests/ut/ir/transforms/test_dsa_reuse_penalty_recognizer.py::test_dsa_rp_tile_create_is_not_an_execution_write (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIV)
    def main(
        self,
        input_a: pl.Tensor[[64, 64], pl.FP32],
        output: pl.Tensor[[64, 64], pl.FP32],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        _declaration = pl.tile.create([64, 64], pl.FP32)
        actual = pl.load(input_a, [0, 0], [64, 64])
        return pl.store(actual, [0, 0], output)

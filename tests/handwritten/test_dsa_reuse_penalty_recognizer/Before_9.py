# tests/ut/ir/transforms/test_dsa_reuse_penalty_recognizer.py::test_dsa_rp_tile_assemble_is_an_execution_write (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIV)
    def main(
        self,
        source_input: pl.Tensor[[64, 64], pl.FP32],
        input_b: pl.Tensor[[64, 64], pl.FP32],
        output: pl.Tensor[[64, 64], pl.FP32],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        target = pl.tile.create([64, 64], pl.FP32)
        source = pl.load(source_input, [0, 0], [64, 64])
        _assembled = pl.tile.assemble(target, source, [0, 0])
        next_value = pl.load(input_b, [0, 0], [64, 64])
        return pl.store(next_value, [0, 0], output)

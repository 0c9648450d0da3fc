# tests/ut/ir/transforms/test_dsa_reuse_penalty_recognizer.py::test_dsa_rp_preserves_not_inplace_safe_semantic_separation (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIV)
    def main(
        self,
        input_a: pl.Tensor[[32, 32], pl.FP32],
        output: pl.Tensor[[32, 32], pl.FP32],
    ) -> pl.Tensor[[32, 32], pl.FP32]:
        source = pl.load(input_a, [0, 0], [32, 32])
        result = pl.recip(source)
        return pl.store(result, [0, 0], output)

# tests/ut/ir/transforms/test_dsa_reuse_penalty_recognizer.py::test_dsa_rp_does_not_penalize_same_resource_handoff (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIV)
    def main(
        self,
        output: pl.Tensor[[64, 64], pl.FP32],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        _prior = pl.tile.full([64, 64], dtype=pl.FP32, value=0.0)
        next_value = pl.tile.full([64, 64], dtype=pl.FP32, value=1.0)
        return pl.store(next_value, [0, 0], output)

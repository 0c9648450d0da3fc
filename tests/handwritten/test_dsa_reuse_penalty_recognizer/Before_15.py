# tests/ut/ir/transforms/test_dsa_reuse_penalty_recognizer.py::test_dsa_rp_recognizes_true_distance_one_handoff (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIV)
    def main(
        self,
        scratch: pl.Tensor[[64, 64], pl.FP32],
        output: pl.Tensor[[64, 64], pl.FP32],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        for _i in pl.range(2):
            _first = pl.tile.full([64, 64], dtype=pl.FP32, value=0.0)
            second = pl.tile.full([64, 64], dtype=pl.FP32, value=1.0)
            _stored = pl.store(second, [0, 0], scratch)
        result = pl.tile.full([64, 64], dtype=pl.FP32, value=2.0)
        return pl.store(result, [0, 0], output)

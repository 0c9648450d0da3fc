# tests/ut/ir/transforms/test_outline_incore_scopes.py::TestSplitIncoreOrchVerifier::test_compute_op_in_orchestration_does_not_fail (hand-written)
import pypto.language as pl


@pl.program
class Input:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        a: pl.Tensor[[64], pl.FP32] = pl.add(x, x)
        with pl.incore():
            y: pl.Tensor[[64], pl.FP32] = pl.mul(a, a)
        return y

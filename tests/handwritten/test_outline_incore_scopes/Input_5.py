# tests/ut/ir/transforms/test_outline_incore_scopes.py::TestSplitIncoreOrchVerifier::test_outline_with_compute_outside_incore_verification_passes (hand-written)
import pypto.language as pl


@pl.program
class Input:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        a: pl.Tensor[[64], pl.FP32] = pl.add(x, x)
        with pl.incore():
            y: pl.Tensor[[64], pl.FP32] = pl.mul(a, a)
        result: pl.Tensor[[64], pl.FP32] = pl.add(y, y)
        return result

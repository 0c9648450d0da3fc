# tests/ut/ir/transforms/test_outline_incore_scopes.py::TestSplitIncoreOrchVerifier::test_clean_orchestration_passes_verification (hand-written)
import pypto.language as pl


@pl.program
class Input:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.incore():
            y: pl.Tensor[[64], pl.FP32] = pl.add(x, x)
        return y

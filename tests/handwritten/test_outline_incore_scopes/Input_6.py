# tests/ut/ir/transforms/test_outline_incore_scopes.py::TestSplitIncoreOrchVerifier::test_full_pipeline_with_verification_passes (hand-written)
import pypto.language as pl


@pl.program
class Input:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.auto_incore():
            x = pl.add(x, 1.0)
            for i in pl.parallel(0, 8, 1, chunk=4):
                x = pl.add(x, 2.0)
        return x

# tests/ut/ir/transforms/test_deep_clone.py::TestDeepCloneBasic::test_clone_simple_body (hand-written)
import pypto.language as pl


@pl.program
class P:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x

# tests/ut/ir/transforms/test_deep_clone.py::TestDeepCloneNoSharedIdentity::test_two_clones_no_shared_vars (hand-written)
import pypto.language as pl


@pl.program
class P:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        y: pl.Tensor[[64], pl.FP32] = pl.create_tensor([64], dtype=pl.FP32)
        return y

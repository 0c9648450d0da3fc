# tests/ut/ir/transforms/test_simplify_pass.py::TestAsLayoutFolding::test_eliminates_identity_as_layout (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[8, 4], pl.FP32]) -> pl.Tensor[[8, 4], pl.FP32]:
        # x is bare ND [8, 4]; flipping to ND is identity.
        same: pl.Tensor[[8, 4], pl.FP32] = pl.tensor.as_layout(x, layout=pl.TensorLayout.ND)
        return same

# ptoc: opt --passes=simplify --expect {dir}/simp_ref_eliminates_identity_view.expected.py
# reference test_simplify_pass.py, test_eliminates_identity_view: tensor.view to the layout the tensor has is the tensor (the var keeps its explicit-view type)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[8, 4], pl.FP32]) -> pl.Tensor[[8, 4], pl.FP32]:
        # x is bare ND [8, 4]; flipping to ND is identity.
        same: pl.Tensor[[8, 4], pl.FP32] = pl.tensor.view(x, layout=pl.TensorLayout.ND)
        return same

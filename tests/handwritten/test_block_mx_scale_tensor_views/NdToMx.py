# tests/ut/ir/transforms/test_block_mx_scale_tensor_views.py::test_shaped_nd_mx_backing_aliases_are_rewritten (hand-written)
import pypto.language as pl


@pl.program
class NdToMx:
    @pl.function(type=pl.FunctionType.InCore)
    def main(self, source: pl.Tensor[[1, 128], pl.FP8E8M0]) -> pl.Tensor[[4, 32], pl.FP8E8M0, pl.MX_B_NN]:
        return pl.tensor.view(source, [4, 32], layout=pl.MX_B_NN)

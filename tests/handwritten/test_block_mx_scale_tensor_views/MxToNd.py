# tests/ut/ir/transforms/test_block_mx_scale_tensor_views.py::test_shaped_nd_mx_backing_aliases_are_rewritten (hand-written)
import pypto.language as pl


@pl.program
class MxToNd:
    @pl.function(type=pl.FunctionType.InCore)
    def main(self, source: pl.Tensor[[32, 4], pl.FP8E8M0, pl.MX_A_ZZ]) -> pl.Tensor[[1, 128], pl.FP8E8M0]:
        return pl.tensor.view(source, [1, 128], layout=pl.ND)

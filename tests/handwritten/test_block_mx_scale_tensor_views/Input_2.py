# tests/ut/ir/transforms/test_block_mx_scale_tensor_views.py::test_tensor_quant_mx_scale_return_materializes_a_blocked_store (hand-written)
import pypto.language as pl


@pl.program
class Input:
    @pl.function(type=pl.FunctionType.InCore)
    def main(self, src: pl.Tensor[[16, 64], pl.FP16]) -> pl.Tensor[[16, 2], pl.FP8E8M0, pl.MX_A_ZZ]:
        _data, scale = pl.quant_mx(src, group_axis=1)
        return scale

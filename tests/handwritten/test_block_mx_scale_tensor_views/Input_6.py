# tests/ut/ir/transforms/test_block_mx_scale_tensor_views.py::test_rejects_unprovable_offset (hand-written)
import pypto.language as pl


@pl.program
class Input:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        a_s: pl.Tensor[[64, 4], pl.FP8E8M0, pl.MX_A_ZZ],
        row_offset: pl.Scalar[pl.INDEX],
    ):
        _ = pl.load(a_s, [row_offset, 0], [16, 2], target_memory=pl.Mem.Mat)

# tests/ut/ir/transforms/test_block_mx_scale_tensor_views.py::test_rejects_param_offset_if_any_caller_is_unaligned (hand-written)
import pypto.language as pl


@pl.program
class Input:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a_s: pl.Tensor[[32, 2], pl.FP8E8M0, pl.MX_A_ZZ],
        row: pl.Scalar[pl.INDEX],
    ):
        _ = pl.load(a_s, [row, 0], [16, 2], target_memory=pl.Mem.Mat)

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, a_s: pl.Tensor[[32, 2], pl.FP8E8M0, pl.MX_A_ZZ]):
        self.kernel(a_s, 0)
        self.kernel(a_s, 1)

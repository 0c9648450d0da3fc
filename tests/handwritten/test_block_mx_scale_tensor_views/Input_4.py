# tests/ut/ir/transforms/test_block_mx_scale_tensor_views.py::test_remaps_dump_vars_when_blocking_mx_call_argument (hand-written)
import pypto.language as pl


@pl.program
class Input:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, scale: pl.Tensor[[64, 4], pl.FP8E8M0, pl.MX_A_ZZ]):
        _ = pl.load(scale, [0, 0], [16, 2], target_memory=pl.Mem.Mat)

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, scale: pl.Tensor[[64, 4], pl.FP8E8M0, pl.MX_A_ZZ]):
        pl.dump_tag(scale)
        self.kernel(scale)

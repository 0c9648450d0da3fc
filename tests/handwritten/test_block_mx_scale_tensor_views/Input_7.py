# tests/ut/ir/transforms/test_block_mx_scale_tensor_views.py::test_proves_floor_divided_loop_offset (hand-written)
import pypto.language as pl


@pl.program
class Input:
    @pl.function(type=pl.FunctionType.InCore)
    def main(self, a_s: pl.Tensor[[16, 64], pl.FP8E8M0, pl.MX_A_ZZ]):
        for k0 in pl.pipeline(256, 2048, 256, stage=1):
            group_offset = k0 // 32
            _ = pl.load(a_s, [0, group_offset], [16, 8], target_memory=pl.Mem.Mat)

# tests/ut/ir/transforms/test_block_mx_scale_tensor_views.py::test_is_idempotent_via_function_stamp (hand-written)
import pypto.language as pl


@pl.program
class Input:
    @pl.function(type=pl.FunctionType.InCore)
    def main(self, a_s: pl.Tensor[[64, 4], pl.FP8E8M0, pl.MX_A_ZZ]):
        _ = pl.load(a_s, [0, 0], [16, 2], target_memory=pl.Mem.Mat)

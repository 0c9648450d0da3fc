# tests/ut/ir/transforms/test_block_mx_scale_tensor_views.py::test_blocks_mx_a_and_b_shapes_and_load_windows (hand-written)
import pypto.language as pl


@pl.program
class Input:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        a_s: pl.Tensor[[64, 4], pl.FP8E8M0, pl.MX_A_ZZ],
        b_s: pl.Tensor[[4, 64], pl.FP8E8M0, pl.MX_B_NN],
    ):
        _a_tile = pl.load(a_s, [16, 2], [16, 2], target_memory=pl.Mem.Mat)
        _b_tile = pl.load(b_s, [2, 16], [2, 16], target_memory=pl.Mem.Mat)

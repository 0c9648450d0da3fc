# tests/ut/ir/transforms/test_expand_mixed_kernel.py::TestNestedStructures::test_bidirectional_inside_for_loop (hand-written)
import pypto.language as pl


@pl.program
class ExpAIV:
    @pl.function(type=pl.FunctionType.AIV)
    def main_incore_0_aiv(
        self,
        x: pl.Tensor[[16, 128], pl.BF16],
        y: pl.Tensor[[128, 64], pl.BF16],
        out_0: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        for i in pl.range(4):
            x_tile = pl.load(x, [0, 0], [16, 128])
            x_sum = pl.add(x_tile, x_tile)
            pl.tpush_to_aic(x_sum, split=0)
            z_vec: pl.Tile[[16, 64], pl.FP32, pl.MemorySpace.Vec] = pl.tpop_from_aic(
                shape=[16, 64], dtype=pl.FP32
            )
            w_tile = pl.exp(z_vec)
            out_0: pl.Tensor[[16, 64], pl.FP32] = pl.store(w_tile, [0, 0], out_0)
        return out_0

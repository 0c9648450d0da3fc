# tests/ut/ir/transforms/test_expand_mixed_kernel.py::TestCubeOpVariants::test_matmul_bias_in_aic (hand-written)
import pypto.language as pl


@pl.program
class ExpectedAIV:
    @pl.function(type=pl.FunctionType.AIV)
    def main_incore_0_aiv(
        self,
        a: pl.Tensor[[1, 128], pl.BF16],
        b: pl.Tensor[[128, 128], pl.BF16],
        bias: pl.Tensor[[1, 128], pl.FP32],
        out_0: pl.Out[pl.Tensor[[1, 128], pl.FP32]],
    ) -> pl.Tensor[[1, 128], pl.FP32]:
        bias_tile = pl.load(bias, [0, 0], [1, 128])
        pl.tpush_to_aic(bias_tile, split=0)
        c_vec: pl.Tile[[1, 128], pl.FP32, pl.MemorySpace.Vec] = pl.tpop_from_aic(
            shape=[1, 128], dtype=pl.FP32
        )
        out_0_store: pl.Tensor[[1, 128], pl.FP32] = pl.store(c_vec, [0, 0], out_0)
        return out_0_store

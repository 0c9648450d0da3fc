# tests/ut/ir/transforms/test_auto_tile_matmul_l0.py::TestAutoTileMatmulL0MatScratch::test_chained_matmul_full_k_uses_pipelined_mat_scratch (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[256, 32], pl.BF16],
        b: pl.Tensor[[32, 256], pl.BF16],
        e: pl.Tensor[[256, 64], pl.BF16],
        out: pl.Out[pl.Tensor[[256, 64], pl.FP32]],
    ) -> pl.Tensor[[256, 64], pl.FP32]:
        c = pl.matmul(a, b, out_dtype=pl.FP32)  # [256, 256] > L0c, K=32 fits L0 -> full-K
        cb = pl.cast(c, pl.BF16, mode="rint")  # FIXPIPE downcast -> bf16 Mat scratch (cast fused)
        d = pl.matmul(cb, e, out_dtype=pl.FP32)
        out = pl.assemble(out, d, [0, 0])
        return out

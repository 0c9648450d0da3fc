# tests/ut/ir/transforms/test_auto_tile_matmul_l0.py::TestAutoTileMatmulL0MatScratch::test_chained_matmul_exceeding_mat_capacity_deferred (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[512, 512], pl.BF16],
        b: pl.Tensor[[512, 1024], pl.BF16],
        e: pl.Tensor[[1024, 64], pl.BF16],
        out: pl.Out[pl.Tensor[[512, 64], pl.FP32]],
    ) -> pl.Tensor[[512, 64], pl.FP32]:
        c = pl.matmul(a, b, out_dtype=pl.FP32)  # [512, 1024] → 1 MiB bf16 scratch > Mat cap
        cb = pl.cast(c, pl.BF16, mode="rint")  # feeds a bf16 Mat scratch, but exceeds capacity
        d = pl.matmul(cb, e, out_dtype=pl.FP32)  # consumes c only as a matmul operand
        out = pl.assemble(out, d, [0, 0])
        return out

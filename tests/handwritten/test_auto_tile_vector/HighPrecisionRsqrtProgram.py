# tests/ut/ir/transforms/test_auto_tile_vector.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class HighPrecisionRsqrtProgram:
    @pl.function(attrs={"auto_tile": True})
    def rsqrt(self, x: pl.Tensor[[128, 8192], pl.FP32]) -> pl.Tensor[[128, 8192], pl.FP32]:
        out: pl.Tensor[[128, 8192], pl.FP32] = pl.rsqrt(x, high_precision=True)
        return out

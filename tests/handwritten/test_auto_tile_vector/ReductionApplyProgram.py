# tests/ut/ir/transforms/test_auto_tile_vector.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class ReductionApplyProgram:
    @pl.function(attrs={"auto_tile": True})
    def rms(self, x: pl.Tensor[[128, 8192], pl.FP32]) -> pl.Tensor[[128, 8192], pl.FP32]:
        sq: pl.Tensor[[128, 8192], pl.FP32] = pl.mul(x, x)
        total: pl.Tensor[[128, 1], pl.FP32] = pl.row_sum(sq)
        mean: pl.Tensor[[128, 1], pl.FP32] = pl.mul(total, 1.0 / 8192.0)
        norm: pl.Tensor[[128, 1], pl.FP32] = pl.rsqrt(pl.add(mean, 1.0e-6))
        out: pl.Tensor[[128, 8192], pl.FP32] = pl.mul(x, norm)
        return out

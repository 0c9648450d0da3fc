# tests/ut/ir/transforms/test_auto_tile_vector.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class SiluProgram:
    @pl.function(attrs={"auto_tile": True})
    def silu(self, x: pl.Tensor[[512, 256], pl.FP32]) -> pl.Tensor[[512, 256], pl.FP32]:
        negative: pl.Tensor[[512, 256], pl.FP32] = pl.mul(x, -1.0)
        exponential: pl.Tensor[[512, 256], pl.FP32] = pl.exp(negative)
        denominator: pl.Tensor[[512, 256], pl.FP32] = pl.add(exponential, 1.0)
        sigmoid: pl.Tensor[[512, 256], pl.FP32] = pl.recip(denominator)
        out: pl.Tensor[[512, 256], pl.FP32] = pl.mul(x, sigmoid)
        return out

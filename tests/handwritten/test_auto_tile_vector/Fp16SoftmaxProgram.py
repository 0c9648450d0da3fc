# tests/ut/ir/transforms/test_auto_tile_vector.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class Fp16SoftmaxProgram:
    @pl.function(attrs={"auto_tile": True})
    def softmax(self, x: pl.Tensor[[8, 128], pl.FP16]) -> pl.Tensor[[8, 128], pl.FP16]:
        maximum: pl.Tensor[[8, 1], pl.FP16] = pl.row_max(x)
        shifted: pl.Tensor[[8, 128], pl.FP16] = pl.sub(x, maximum)
        exponent: pl.Tensor[[8, 128], pl.FP16] = pl.exp(shifted)
        total: pl.Tensor[[8, 1], pl.FP16] = pl.row_sum(exponent)
        out: pl.Tensor[[8, 128], pl.FP16] = pl.div(exponent, total)
        return out

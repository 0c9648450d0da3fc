# tests/ut/ir/transforms/test_auto_tile_vector.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class RaggedSoftmaxProgram:
    @pl.function(attrs={"auto_tile": True})
    def softmax(self, x: pl.Tensor[[130, 272], pl.FP32]) -> pl.Tensor[[130, 272], pl.FP32]:
        maximum: pl.Tensor[[130, 1], pl.FP32] = pl.row_max(x)
        shifted: pl.Tensor[[130, 272], pl.FP32] = pl.sub(x, maximum)
        exponent: pl.Tensor[[130, 272], pl.FP32] = pl.exp(shifted)
        total: pl.Tensor[[130, 1], pl.FP32] = pl.row_sum(exponent)
        out: pl.Tensor[[130, 272], pl.FP32] = pl.div(exponent, total)
        return out

# tests/ut/ir/transforms/test_auto_tile_vector.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class LayerNormProgram:
    @pl.function(attrs={"auto_tile": True})
    def layer_norm(
        self,
        x: pl.Tensor[[512, 256], pl.FP32],
        gamma: pl.Tensor[[1, 256], pl.FP32],
        beta: pl.Tensor[[1, 256], pl.FP32],
    ) -> pl.Tensor[[512, 256], pl.FP32]:
        scaled_x: pl.Tensor[[512, 256], pl.FP32] = pl.mul(x, 1.0 / 256.0)
        mean: pl.Tensor[[512, 1], pl.FP32] = pl.row_sum(scaled_x)
        centered: pl.Tensor[[512, 256], pl.FP32] = pl.sub(x, mean)
        squared: pl.Tensor[[512, 256], pl.FP32] = pl.mul(centered, centered)
        square_sum: pl.Tensor[[512, 1], pl.FP32] = pl.row_sum(squared)
        variance: pl.Tensor[[512, 1], pl.FP32] = pl.mul(square_sum, 1.0 / 256.0)
        std: pl.Tensor[[512, 1], pl.FP32] = pl.sqrt(pl.add(variance, 1.0e-5))
        normalized: pl.Tensor[[512, 256], pl.FP32] = pl.div(centered, std)
        scaled: pl.Tensor[[512, 256], pl.FP32] = pl.mul(normalized, gamma)
        out: pl.Tensor[[512, 256], pl.FP32] = pl.add(scaled, beta)
        return out

# tests/ut/ir/transforms/test_auto_tile_vector.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class OversizedLayerNormProgram:
    @pl.function(attrs={"auto_tile": True})
    def layer_norm(
        self,
        x: pl.Tensor[[1, 16384], pl.FP32],
        gamma: pl.Tensor[[1, 16384], pl.FP32],
        beta: pl.Tensor[[1, 16384], pl.FP32],
    ) -> pl.Tensor[[1, 16384], pl.FP32]:
        mean: pl.Tensor[[1, 1], pl.FP32] = pl.row_sum(pl.mul(x, 1.0 / 16384.0))
        centered: pl.Tensor[[1, 16384], pl.FP32] = pl.sub(x, mean)
        square_sum: pl.Tensor[[1, 1], pl.FP32] = pl.row_sum(pl.mul(centered, centered))
        variance: pl.Tensor[[1, 1], pl.FP32] = pl.mul(square_sum, 1.0 / 16384.0)
        normalized: pl.Tensor[[1, 16384], pl.FP32] = pl.div(centered, pl.sqrt(pl.add(variance, 1.0e-5)))
        out: pl.Tensor[[1, 16384], pl.FP32] = pl.add(pl.mul(normalized, gamma), beta)
        return out

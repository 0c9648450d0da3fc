# tests/ut/ir/transforms/test_auto_tile_vector.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class PointwiseVocabularyProgram:
    @pl.function(attrs={"auto_tile": True})
    def vocabulary(
        self,
        x: pl.Tensor[[64, 256], pl.FP32],
        y: pl.Tensor[[64, 256], pl.FP32],
    ) -> pl.Tensor[[64, 256], pl.FP32]:
        remainder: pl.Tensor[[64, 256], pl.FP32] = pl.fmod(x, y)
        lower: pl.Tensor[[64, 256], pl.FP32] = pl.maximum(remainder, -1.0)
        out: pl.Tensor[[64, 256], pl.FP32] = pl.minimum(lower, 1.0)
        return out

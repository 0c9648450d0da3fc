# tests/ut/ir/transforms/test_auto_tile_vector.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class RaggedPointwiseProgram:
    @pl.function(attrs={"auto_tile": True})
    def ragged(self, x: pl.Tensor[[130, 66], pl.FP32]) -> pl.Tensor[[130, 66], pl.FP32]:
        a: pl.Tensor[[130, 66], pl.FP32] = pl.abs(x)
        out: pl.Tensor[[130, 66], pl.FP32] = pl.add(a, x)
        return out

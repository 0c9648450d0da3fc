# tests/ut/ir/transforms/test_auto_tile_vector.py::test_unmarked_and_false_markers_are_noops (hand-written)
import pypto.language as pl


@pl.program
class Program:
    @pl.function
    def unmarked(self, x: pl.Tensor[[16, 64], pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        out: pl.Tensor[[16, 64], pl.FP32] = pl.exp(x)
        return out

    @pl.function(attrs={"auto_tile": False})
    def disabled(self, x: pl.Tensor[[16, 64], pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        out: pl.Tensor[[16, 64], pl.FP32] = pl.exp(x)
        return out

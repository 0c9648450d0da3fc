# tests/ut/ir/transforms/test_auto_tile_vector.py::test_explicit_marker_fails_when_whole_graph_is_unsupported (hand-written)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(attrs={"auto_tile": True})
    def unsupported(self, x: pl.Tensor[[64, 64], pl.FP32]) -> pl.Tensor[[64, 1], pl.FP32]:
        out: pl.Tensor[[64, 1], pl.FP32] = pl.row_min(x)
        return out

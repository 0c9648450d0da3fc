# tests/ut/ir/transforms/test_auto_tile_vector.py::test_explicit_marker_fails_when_whole_graph_is_unsupported (hand-written)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(attrs={"auto_tile": True})
    def unsupported(self) -> pl.Tensor[[64, 64], pl.FP32]:
        out: pl.Tensor[[64, 64], pl.FP32] = pl.full([64, 64], dtype=pl.FP32, value=0.0)
        return out

# tests/ut/ir/transforms/test_split_chunked_loops.py::TestParserErrors::test_chunk_with_init_values_allowed (hand-written)
import pypto.language as pl


@pl.program
class Good:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        for i, (s,) in pl.range(10, init_values=(x,), chunk=5):
            s = pl.add(s, 1.0)  # noqa: PLW2901
            s = pl.yield_(s)  # noqa: PLW2901
        return x

# tests/ut/ir/transforms/test_split_chunked_loops.py::TestParserErrors::test_chunk_zero_error (rejected by the reference parser)
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        for i in pl.range(0, 10, 1, chunk=0):
            x = pl.add(x, 1.0)
        return x

# tests/ut/ir/transforms/test_interchange_chunk_loops.py::TestNonChunkedLoops::test_non_chunked_loop_unchanged (hand-written)
import pypto.language as pl


@pl.program
class Input:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        for i in pl.range(0, 10, 1):
            x = pl.add(x, 1.0)
        return x

# tests/ut/ir/transforms/test_split_chunked_loops.py::TestChunkingWithKind::test_unroll_chunk (hand-written)
import pypto.language as pl


@pl.program
class Input:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.auto_incore():
            for i in pl.unroll(0, 12, 1, chunk=4):
                x = pl.add(x, 1.0)
        return x

# tests/ut/ir/transforms/test_split_chunked_loops.py::TestBasicChunking::test_non_divisible_chunk (hand-written)
import pypto.language as pl


@pl.program
class Input:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.auto_incore():
            for i in pl.range(0, 7, 1, chunk=5):
                x = pl.add(x, 1.0)
        return x

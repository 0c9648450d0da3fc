# tests/ut/ir/transforms/test_interchange_chunk_loops.py::TestRemainderLoops::test_non_divisible_with_remainder (hand-written)
import pypto.language as pl


@pl.program
class Input:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.auto_incore():
            for i in pl.parallel(0, 6, 1, chunk=4):
                for j in pl.parallel(0, 14, 1, chunk=4):
                    x = pl.add(x, 1.0)
        return x

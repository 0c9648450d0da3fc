# tests/ut/ir/transforms/test_split_chunked_loops.py::TestChunkingWithStep::test_chunk_all_remainder (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(strict_ssa=True)
    def main(self, x_0: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.auto_incore():
            for i_0_rem, (x_iter_1_rem,) in pl.range(0, 3, 1, init_values=(x_0,)):
                x_3: pl.Tensor[[64], pl.FP32] = pl.add(x_iter_1_rem, 1.0)
                x_iter_1_rem_rv: pl.Tensor[[64], pl.FP32] = pl.yield_(x_3)
        return x_iter_1_rem_rv

# tests/ut/ir/transforms/test_outline_incore_interleaved_ops.py::TestNestedForStmtRecursion::test_no_parallel_chunks_no_wrapping (hand-written)
import pypto.language as pl


@pl.program
class Input:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[8, 64], pl.FP32],
    ) -> pl.Tensor[[8, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP, optimization=pl.chunked_loop_optimizer):
            for b in pl.range(0, 8, 4):
                x = pl.tensor.adds(x, 1.0)
                x = pl.tensor.muls(x, 2.0)
        return x

# tests/ut/ir/transforms/test_outline_incore_interleaved_ops.py::TestNestedForStmtRecursion::test_doubly_nested_range_with_interleaved_op (hand-written)
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
                for c in pl.range(2):
                    for i in pl.parallel(4, chunk=2):
                        x = pl.tensor.adds(x, 1.0)
                    # Non-parallel op deep inside nested range
                    y: pl.Tensor[[8, 64], pl.FP32] = pl.tensor.muls(x, 3.0)
                    for j in pl.parallel(4, chunk=2):
                        x = pl.tensor.add(x, y)
        return x

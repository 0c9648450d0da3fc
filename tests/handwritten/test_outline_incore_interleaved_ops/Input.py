# tests/ut/ir/transforms/test_outline_incore_interleaved_ops.py::TestNonParallelCodeBetweenChunks::test_interleaved_scalar_op_gets_incore (hand-written)
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
                # Parallel chunk 1 → gets InCore after interchange
                for i in pl.parallel(4, chunk=2):
                    x = pl.tensor.adds(x, 1.0)
                # Non-parallel op → should ALSO get InCore
                y: pl.Tensor[[8, 64], pl.FP32] = pl.tensor.muls(x, 2.0)
                # Parallel chunk 2 → gets InCore after interchange
                for j in pl.parallel(4, chunk=2):
                    x = pl.tensor.add(x, y)
        return x

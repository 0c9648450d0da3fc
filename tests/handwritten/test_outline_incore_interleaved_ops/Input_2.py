# tests/ut/ir/transforms/test_outline_incore_interleaved_ops.py::TestNonParallelCodeBetweenChunks::test_interleaved_range_loop_gets_incore (hand-written)
import pypto.language as pl


@pl.program
class Input:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[8, 64], pl.FP32],
        w: pl.Tensor[[64, 64], pl.FP32],
    ) -> pl.Tensor[[8, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP, optimization=pl.chunked_loop_optimizer):
            for b in pl.range(0, 8, 4):
                # Parallel chunk → gets InCore
                for i in pl.parallel(4, chunk=2):
                    x = pl.tensor.adds(x, 1.0)
                # Non-parallel range loop with matmul → should get InCore
                for k in pl.range(2):
                    x = pl.tensor.matmul(x, w)
                # Parallel chunk → gets InCore
                for j in pl.parallel(4, chunk=2):
                    x = pl.tensor.adds(x, 1.0)
        return x

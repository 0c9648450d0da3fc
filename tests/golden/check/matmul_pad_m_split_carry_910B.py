# ptoc: check --backend 910B
# The reference's test_interleaved_range_loop_gets_incore (test_outline_incore_interleaved_ops): a
# [8, 64] carry through a pl.at(CORE_GROUP) scope's chunked vector loops and a matmul whose lhs it
# is.  The carry is a [16, 64] Vec tile with 8 valid rows (a tensor-level matmul's M padded to a
# whole fractal box), which the UP_DOWN split halves by lane (8 valid rows, then none): the
# cube's gathered lhs takes the whole tile's 8 valid rows, and each lane's valid rows, named by
# its subblock index, follow the lane into the Vector kernel.
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

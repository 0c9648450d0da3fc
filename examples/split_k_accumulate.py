# Two accumulations written as a user writes them, in an orchestration
# function: split-K, whose accumulator `acc` the loop carries as a tensor
# between its CORE_GROUP scopes (the first K block starts the sum with
# pl.matmul, the others add theirs with pl.matmul_acc), and the row sums of
# `a` gathered in a pl.full column inside one scope.  On A2/A3, where only a
# matmul writes Acc, each matmul_acc of the GM-held accumulator is computed as
# its block's product plus the accumulator added on the vector core.
import pypto.language as pl


@pl.program
class SplitKAccumulate:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        a: pl.Tensor[[16, 128], pl.FP32],
        b: pl.Tensor[[128, 32], pl.FP32],
        c: pl.Out[pl.Tensor[[16, 32], pl.FP32]],
        sums: pl.Out[pl.Tensor[[16, 1], pl.FP32]],
    ) -> pl.Tensor[[16, 32], pl.FP32]:
        acc = pl.create_tensor([16, 32], dtype=pl.FP32)
        for k in pl.range(4):
            with pl.at(level=pl.Level.CORE_GROUP):
                x = pl.slice(a, [16, 32], [0, k * 32])
                y = pl.slice(b, [32, 32], [k * 32, 0])
                if k == 0:
                    acc = pl.matmul(x, y)
                else:
                    acc = pl.matmul_acc(acc, x, y)
        with pl.at(level=pl.Level.CORE_GROUP):
            c = pl.assemble(c, acc, [0, 0])
            s = pl.full([16, 1], dtype=pl.FP32, value=0.0)
            for k in pl.range(4):
                s = pl.add(s, pl.row_sum(pl.slice(a, [16, 32], [0, k * 32])))
            sums = pl.assemble(sums, s, [0, 0])
        return c

# ptoc: parse
# tensor.matmul_acc: the product (batch dims broadcast) has the accumulator's shape, and
# a window cannot be the accumulator
import pypto.language as pl
import pypto.language.distributed as pld

@pl.program
class P:
    @pl.function(type=pl.FunctionType.Inline)
    def f(self, acc: pl.Tensor[[3, 16, 64], pl.FP32], l: pl.Tensor[[2, 16, 32], pl.BF16], r: pl.Tensor[[1, 32, 64], pl.BF16], w: pld.DistributedTensor[[16, 64], pl.FP32], a2: pl.Tensor[[16, 32], pl.BF16], b2: pl.Tensor[[32, 64], pl.BF16]):
        x0 = pl.tensor.matmul_acc(acc, l, r)
        x1 = pl.tensor.matmul_acc(w, a2, b2)

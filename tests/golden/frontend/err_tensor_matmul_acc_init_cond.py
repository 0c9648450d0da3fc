# ptoc: parse
# tensor.matmul_acc's init_cond is a BOOL predicate, as tile.matmul_acc's is
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def f(self, acc: pl.Tensor[[64, 64], pl.FP32], lhs: pl.Tensor[[64, 32], pl.FP16], rhs: pl.Tensor[[32, 64], pl.FP16], k0: pl.Scalar[pl.INDEX]) -> pl.Tensor[[64, 64], pl.FP32]:
        return pl.tensor.matmul_acc(acc, lhs, rhs, init_cond=k0)

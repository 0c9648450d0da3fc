# tests/ut/language/parser/test_auto_scope_parsing.py::test_manual_scope_in_if_branch_registers_yield_var (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def k1(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        for i, (acc,) in pl.range(4, init_values=(x,)):
            if i == 0:
                with pl.manual_scope():
                    a: pl.Tensor[[64], pl.FP32] = self.k1(acc)
                    val: pl.Tensor[[64], pl.FP32] = pl.yield_(a)
            else:
                with pl.manual_scope():
                    b: pl.Tensor[[64], pl.FP32] = self.k1(acc)
                    val: pl.Tensor[[64], pl.FP32] = pl.yield_(b)
            acc = pl.yield_(val)
        return acc

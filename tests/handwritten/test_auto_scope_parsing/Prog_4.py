# tests/ut/language/parser/test_auto_scope_parsing.py::test_loop_carried_yield_outside_scope_ok (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(
        self,
        a: pl.Tensor[[16, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32] = pl.load(a, [0, 0], [16, 16])
        r: pl.Tensor[[16, 16], pl.FP32] = pl.store(t, [0, 0], out)
        return r

    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)
    def orch(self, a: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]):
        for i, (acc,) in pl.range(4, init_values=(out,)):
            with pl.scope():
                nxt: pl.Tensor[[16, 16], pl.FP32] = self.kernel(a, acc)
            acc = pl.yield_(nxt)
        return acc

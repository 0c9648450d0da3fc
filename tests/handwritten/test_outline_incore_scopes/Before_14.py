# tests/ut/ir/transforms/test_outline_incore_scopes.py::TestOutlineIncoreScopes::test_outline_scope_with_loop_carried_init_values (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(
        self, x: pl.Tensor[[64], pl.FP32], y: pl.Tensor[[64], pl.FP32]
    ) -> pl.Tensor[[64], pl.FP32]:
        for i, (acc,) in pl.range(3, init_values=(x,)):
            with pl.incore():
                for j, (inner,) in pl.range(2, init_values=(acc,)):
                    updated: pl.Tensor[[64], pl.FP32] = pl.add(inner, y)
                    inner_rv = pl.yield_(updated)
            acc_rv = pl.yield_(inner_rv)
        return acc_rv

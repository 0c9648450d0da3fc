# tests/ut/ir/transforms/test_flatten_call_expr_pass.py::TestFlattenPreservesAttrs::test_manual_dep_edges_survive_arg_flatten (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def k1(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.InCore)
    def k2(
        self,
        x: pl.Tensor[[64], pl.FP32],
        out: pl.Out[pl.Tensor[[32], pl.FP32]],
    ) -> pl.Tensor[[32], pl.FP32]:
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[64], pl.FP32],
        out: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        with pl.manual_scope():
            a, a_tid = pl.submit(self.k1, x)
            # Inline `pl.slice(...)` arg forces FlattenCallExpr to rebuild
            # the k2 call. The deps=[a_tid] kwarg attaches manual_dep_edges
            # which must survive the rebuild.
            _b, _ = pl.submit(self.k2, x, pl.slice(out, [32], [0]), deps=[a_tid])
        return out

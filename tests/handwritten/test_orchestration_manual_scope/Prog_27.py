# tests/ut/codegen/test_orchestration_manual_scope.py::TestManualScope::test_manual_scope_inner_deps_can_reference_outer_scope_tid (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def k_outer(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.InCore)
    def k_inner(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        # Outer producer in auto scope — captures TaskId for the
        # cross-scope fence. ``outer_a`` is bound but unused; the
        # only edge from outer to inner is the explicit TaskId dep.
        outer_a, outer_tid = pl.submit(self.k_outer, x)
        with pl.manual_scope():
            # Inner consumer in manual scope. The two kernels share
            # no data input (both read ``x``), so the ``deps=`` edge
            # is the *only* thing fencing inner behind outer.
            inner_b, _ = pl.submit(self.k_inner, x, deps=[outer_tid])
        return inner_b

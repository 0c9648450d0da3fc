# ptoc: compile --backend 910B --emit=orchestration
# The reference's test_manual_scope_inner_deps_can_reference_outer_scope_tid
# (tests/ut/codegen/test_orchestration_codegen.py): a deps= edge inside a pl.manual_scope()
# naming the task id of a producer submitted outside it is filled into the inner task's
# deps array (a MANUAL scope has no automatic tracking: without it the edge is lost).
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
        outer_a, outer_tid = pl.submit(self.k_outer, x)
        with pl.manual_scope():
            inner_b, _ = pl.submit(self.k_inner, x, deps=[outer_tid])
        return inner_b

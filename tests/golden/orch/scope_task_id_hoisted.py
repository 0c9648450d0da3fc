# ptoc: compile --backend 910B --emit=orchestration
# The reference's test_cross_scope_task_id_is_hoisted_for_set_dependencies: a task id
# bound inside one pl.scope() and named by a compiler-derived dependency edge in a later
# one is declared (invalid) before its PTO2_SCOPE block and assigned inside it; the
# tensor result is named by the tensor it writes, which outlives the block.
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.AIV)
    def k1(
        self,
        out: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        return out

    @pl.function(type=pl.FunctionType.AIV)
    def k2(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)
    def main(self, scratch: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.scope():
            produced, scoped_tid = pl.submit(self.k1, scratch)
        with pl.scope():
            b = self.k2(produced, attrs={"compiler_manual_dep_edges": [scoped_tid]})
        return b

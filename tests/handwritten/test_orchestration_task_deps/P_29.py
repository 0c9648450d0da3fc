# tests/ut/codegen/test_orchestration_task_deps.py::test_user_written_task_dummy_dep_across_closed_scope_is_rejected (hand-written)
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k1(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.InCore)
    def k2(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)
    def main(
        self,
        x: pl.Tensor[[64], pl.FP32],
        out: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        with pl.scope():
            _a, scoped_tid = pl.submit(self.k1, x)
        # The barrier's fanin names a TaskId whose scope has closed.
        barrier = pl.system.task_dummy(deps=[scoped_tid])
        b, _ = pl.submit(self.k2, x, deps=[barrier])
        return b

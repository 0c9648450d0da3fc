# tests/ut/codegen/test_orchestration_task_deps.py::test_user_dep_edge_on_loop_carried_task_id_after_range_is_honored (hand-written)
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k1(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.InCore)
    def k2(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[64], pl.FP32],
        out: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        loop_tid = pl.system.task_invalid()
        for _i in pl.range(2):
            _a, loop_tid = pl.submit(self.k1, x)
        b, _ = pl.submit(self.k2, x, deps=[loop_tid])
        return b

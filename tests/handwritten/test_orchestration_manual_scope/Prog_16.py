# tests/ut/codegen/test_orchestration_manual_scope.py::TestManualScope::test_auto_scope_task_id_array_slot_dep_uses_scalar_snapshot (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def k1(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.InCore)
    def k2(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.InCore)
    def k3(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        tids = pl.array.create(1, pl.TASK_ID)
        a, first_tid = pl.submit(self.k1, x)
        tids[0] = first_tid
        prev = tids[0]
        b, second_tid = pl.submit(self.k2, x)
        tids[0] = second_tid
        c, _ = pl.submit(self.k3, x, deps=[prev])
        return c

# tests/ut/codegen/test_orchestration_manual_scope.py::TestManualScopeCodegen::test_user_written_task_dummy_accepts_scalar_dep_codegen (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def k1(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.InCore)
    def k2(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.manual_scope():
            a, tid = pl.submit(self.k1, x)
            barrier = pl.system.task_dummy(deps=[tid])
            b, _consumer_tid = pl.submit(self.k2, a, deps=[barrier])
        return b

# tests/ut/codegen/test_orchestration_manual_scope.py::TestManualScopeCodegen::test_user_written_task_dummy_lowers_to_dummy_submit (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

N_BRANCHES = 4


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
            tids = pl.array.create(N_BRANCHES, pl.TASK_ID)
            for j in pl.parallel(N_BRANCHES):
                _branch_out, tid = pl.submit(self.k1, x)
                tids[j] = tid
            barrier = pl.system.task_dummy(deps=[tids])
            b, _consumer_tid = pl.submit(self.k2, x, deps=[barrier])
        return b

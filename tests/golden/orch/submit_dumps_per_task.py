# ptoc: compile --backend 910B --emit=orchestration
# The reference's test_submit_dumps_emits_toggle_and_per_task_dump (tests/ut/codegen/
# test_orchestration_manual_scope.py): pl.submit(..., dumps=[x]) marks x for the runtime's
# argument dump on that task only (params_t0.dump(ext_x)); the second submit dumps nothing.
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class DumpPerSubmitProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def k1(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.InCore)
    def k2(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch_per_submit(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.manual_scope():
            a, a_tid = pl.submit(self.k1, x, dumps=[x])  # dump x on task 0 only
            b, _ = pl.submit(self.k2, x, deps=[a_tid])  # task 1 dumps nothing
        return b

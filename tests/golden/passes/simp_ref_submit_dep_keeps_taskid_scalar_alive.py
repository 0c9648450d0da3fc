# ptoc: opt --passes=simplify {} --expect {}
# reference test_simplify_pass.py, test_submit_dep_keeps_taskid_scalar_alive: a task id read only by a later submit's deps= is used: unchanged
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, t: pl.Tensor[[4, 8], pl.FP32]) -> pl.Tensor[[4, 8], pl.FP32]:
        return t

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self):
        t: pl.Tensor[[4, 8], pl.FP32] = pl.tensor.create([4, 8], dtype=pl.FP32)
        with pl.manual_scope():
            a, a_tid = pl.submit(self.kernel, t)
            res2 = pl.submit(self.kernel, a, deps=[a_tid])  # noqa: F841

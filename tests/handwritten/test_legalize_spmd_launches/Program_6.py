# tests/ut/ir/transforms/test_legalize_spmd_launches.py::test_auto_dependencies_use_outer_task_id_for_original_buffer_consumers (hand-written)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def write(self, a: pl.Out[pl.Tensor[[16], pl.FP32]]) -> pl.Tensor[[16], pl.FP32]:
        return a

    @pl.function(type=pl.FunctionType.InCore)
    def read(self, a: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        return a

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, a: pl.Tensor[[16], pl.FP32], n: pl.Scalar[pl.INDEX]):
        before, prior = pl.submit(self.write, a)
        changed, tid = pl.spmd_submit(self.write, a, core_num=n, deps=[prior])
        result, final_tid = pl.submit(self.read, a)

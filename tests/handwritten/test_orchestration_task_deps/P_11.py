# tests/ut/codegen/test_orchestration_task_deps.py::test_descending_parallel_loop_emits_descending_cpp_loop (hand-written)
import pypto.language as pl

start = 4
stop = 0
step = -1


@pl.program
class P:
    @pl.function(type=pl.FunctionType.AIV)
    def fill(self, out: pl.Out[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        return out

    @pl.function(type=pl.FunctionType.AIV)
    def consume(self, q: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return q

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, q: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        q_c = q
        for _i, (q_c,) in pl.parallel(start, stop, step, init_values=(q_c,)):
            q_c = self.fill(q_c)
            q_c = pl.yield_(q_c)
        return self.consume(q_c)

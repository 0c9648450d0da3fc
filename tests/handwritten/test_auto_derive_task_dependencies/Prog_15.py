# tests/ut/ir/transforms/test_auto_derive_task_dependencies.py::TestAutoDeriveTaskDependencies::test_loop_yield_different_root_adds_edges_for_init_and_yield_roots (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def fill(
        self,
        out: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        return out

    @pl.function(type=pl.FunctionType.InCore)
    def consume(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        left: pl.Tensor[[64], pl.FP32],
        right: pl.Tensor[[64], pl.FP32],
    ) -> pl.Tensor[[64], pl.FP32]:
        with pl.manual_scope():
            produced_left, left_tid = pl.submit(self.fill, left)
            produced_right, right_tid = pl.submit(self.fill, right)
            for _i, (selected_iter,) in pl.range(0, 4, init_values=(produced_left,)):
                selected = pl.yield_(produced_right)
            out, _ = pl.submit(self.consume, selected)
        return out

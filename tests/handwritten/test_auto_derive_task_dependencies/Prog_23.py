# tests/ut/ir/transforms/test_auto_derive_task_dependencies.py::TestAutoDeriveTaskDependencies::test_loop_carried_last_tid_dep_behavior (hand-written)
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
    def main(self, scratch: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.manual_scope():
            carried = scratch
            last_tid = None
            for _i, (carried, last_tid) in pl.range(
                0,
                4,
                init_values=(carried, last_tid),  # pyright: ignore[reportArgumentType]
            ):
                carried, last_tid = pl.submit(self.fill, carried)
                carried, last_tid = pl.yield_(carried, last_tid)
            out, _ = pl.submit(self.consume, carried, deps=[last_tid])
        return out

# tests/ut/ir/transforms/test_auto_derive_task_dependencies.py::TestAutoDeriveTaskDependencies::test_loop_yield_mixed_known_and_unresolved_location_falls_back (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def fill(
        self,
        out: pl.Out[pl.Tensor[[4, 8], pl.FP32]],
    ) -> pl.Tensor[[4, 8], pl.FP32]:
        return out

    @pl.function(type=pl.FunctionType.InCore)
    def consume(self, x: pl.Tensor[[4, 8], pl.FP32]) -> pl.Tensor[[4, 8], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        scratch: pl.Tensor[[4, 8], pl.FP32],
        src: pl.Tensor[[4, 16], pl.FP32],
        index: pl.Tensor[[4, 8], pl.INT32],
    ) -> pl.Tensor[[4, 8], pl.FP32]:
        with pl.manual_scope():
            produced, _producer_tid = pl.submit(self.fill, scratch)
            dynamic = pl.tensor.gather(src, -1, index)
            for _i, (selected_iter,) in pl.range(0, 4, init_values=(produced,)):
                selected = pl.yield_(dynamic)
            out, _ = pl.submit(self.consume, selected)
        return out

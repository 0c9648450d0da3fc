# tests/ut/ir/transforms/test_auto_derive_task_dependencies.py::TestAutoDeriveTaskDependencies::test_dynamic_gather_result_falls_back_to_auto_scope (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def consume(self, x: pl.Tensor[[4, 8], pl.FP32]) -> pl.Tensor[[4, 8], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        src: pl.Tensor[[4, 16], pl.FP32],
        index: pl.Tensor[[4, 8], pl.INT32],
    ) -> pl.Tensor[[4, 8], pl.FP32]:
        with pl.manual_scope():
            gathered = pl.tensor.gather(src, -1, index)
            out, _ = pl.submit(self.consume, gathered)
        return out

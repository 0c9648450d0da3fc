# tests/ut/ir/transforms/test_auto_derive_task_dependencies.py::TestAutoDeriveTaskDependencies::test_if_yield_return_var_keeps_storage_lineage (hand-written)
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
        scratch: pl.Tensor[[64], pl.FP32],
        cond: pl.Scalar[pl.BOOL],
    ) -> pl.Tensor[[64], pl.FP32]:
        with pl.manual_scope():
            produced, producer_tid = pl.submit(self.fill, scratch)
            if cond:
                selected = pl.yield_(produced)
            else:
                selected = pl.yield_(produced)
            out, _ = pl.submit(self.consume, selected)
        return out

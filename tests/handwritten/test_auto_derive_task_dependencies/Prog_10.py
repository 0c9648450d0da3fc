# tests/ut/ir/transforms/test_auto_derive_task_dependencies.py::TestAutoDeriveTaskDependencies::test_static_disjoint_slices_do_not_add_compiler_edge (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def fill(
        self,
        out: pl.Out[pl.Tensor[[32], pl.FP32]],
    ) -> pl.Tensor[[32], pl.FP32]:
        return out

    @pl.function(type=pl.FunctionType.InCore)
    def consume(self, x: pl.Tensor[[32], pl.FP32]) -> pl.Tensor[[32], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, scratch: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[32], pl.FP32]:
        with pl.manual_scope():
            left = scratch[0:32]
            right = scratch[32:64]
            _produced, producer_tid = pl.submit(self.fill, left)
            out, _ = pl.submit(self.consume, right)
        return out

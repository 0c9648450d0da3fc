# tests/ut/ir/transforms/test_auto_derive_task_dependencies.py::TestAutoDeriveTaskDependencies::test_memref_may_alias_adds_compiler_edge (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def fill(
        self,
        out: pl.Out[pl.Tensor[[64], pl.FP32, pl.MemRef("shared_ddr", 0, 256)]],
    ) -> pl.Tensor[[64], pl.FP32, pl.MemRef("shared_ddr", 0, 256)]:
        return out

    @pl.function(type=pl.FunctionType.InCore)
    def consume(
        self,
        x: pl.Tensor[[64], pl.FP32, pl.MemRef("shared_ddr", 128, 256)],
    ) -> pl.Tensor[[64], pl.FP32, pl.MemRef("shared_ddr", 128, 256)]:
        return x

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        left: pl.Tensor[[64], pl.FP32, pl.MemRef("shared_ddr", 0, 256)],
        right: pl.Tensor[[64], pl.FP32, pl.MemRef("shared_ddr", 128, 256)],
    ) -> pl.Tensor[[64], pl.FP32, pl.MemRef("shared_ddr", 128, 256)]:
        with pl.manual_scope():
            _produced, producer_tid = pl.submit(self.fill, left)
            out, _ = pl.submit(self.consume, right)
        return out

# tests/ut/ir/transforms/test_auto_derive_task_dependencies.py::TestAutoDeriveTaskDependencies::test_manual_scope_waw_hazard_adds_compiler_edge (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def fill(
        self,
        out: pl.Out[pl.Tensor[[64], pl.FP32, pl.MemRef("shared_ddr", 0, 256)]],
    ) -> pl.Tensor[[64], pl.FP32, pl.MemRef("shared_ddr", 0, 256)]:
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        first: pl.Tensor[[64], pl.FP32, pl.MemRef("shared_ddr", 0, 256)],
        second: pl.Tensor[[64], pl.FP32, pl.MemRef("shared_ddr", 0, 256)],
    ) -> pl.Tensor[[64], pl.FP32, pl.MemRef("shared_ddr", 0, 256)]:
        with pl.manual_scope():
            _first, first_tid = pl.submit(self.fill, first)
            out, _ = pl.submit(self.fill, second)
        return out

# tests/ut/language/parser/test_task_id_dsl.py::TestTaskIdOfParsing::test_task_id_of_extracts_kernel_lhs_task_id (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def k1(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.manual_scope():
            a = self.k1(x)
            tid = pl.task_id_of(a)  # noqa: F841 — referenced via attr on resulting Var
        return a

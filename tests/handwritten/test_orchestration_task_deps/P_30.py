# tests/ut/codegen/test_orchestration_task_deps.py::test_user_written_task_dummy_with_in_scope_dep_still_wires (hand-written)
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k1(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.InCore)
    def k2(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.manual_scope():
            _a, tid = pl.submit(self.k1, x)
            barrier = pl.system.task_dummy(deps=[tid])
            b, _ = pl.submit(self.k2, x, deps=[barrier])
        return b

# tests/ut/codegen/test_codegen_preconditions.py::test_orchestration_codegen_precondition_entry_point (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Input:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        y, _ = pl.submit(self.k, x)
        return y

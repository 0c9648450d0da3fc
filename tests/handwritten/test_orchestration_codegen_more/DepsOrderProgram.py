# tests/ut/codegen/test_orchestration_codegen_more.py::TestOrchestrationMore::test_direct_call_with_deps_emission_order (hand-written)
import pypto.language as pl


@pl.program
class DepsOrderProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        x, tid = pl.submit(self.k, x)
        x, _ = pl.submit(self.k, x, deps=[tid])
        return x

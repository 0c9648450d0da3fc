# tests/ut/codegen/test_pto_codegen.py::test_compile_writes_orchestration_on_partial_codegen_failure (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class PartialFailureProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def good_kernel(
        self,
        a: pl.Tensor[[16, 16], pl.FP32],
        output: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        tile = pl.load(a, offsets=[0, 0], shapes=[16, 16])
        out = pl.store(tile, offsets=[0, 0], output_tensor=output)
        return out

    @pl.function(type=pl.FunctionType.InCore)
    def bad_kernel(
        self,
        a: pl.Tensor[[16, 16], pl.FP32],
        output: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        tile = pl.load(a, offsets=[0, 0], shapes=[16, 16])
        out = pl.store(tile, offsets=[0, 0], output_tensor=output)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(self, a: pl.Tensor[[16, 16], pl.FP32]) -> pl.Tensor[[16, 16], pl.FP32]:
        out = pl.create_tensor([16, 16], dtype=pl.FP32)
        out = self.good_kernel(a, out)
        return out

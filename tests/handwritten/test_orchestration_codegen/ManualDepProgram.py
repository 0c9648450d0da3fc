# tests/ut/codegen/test_orchestration_codegen.py::TestOrchestration::test_tensor_create_with_manual_dep (hand-written)
import pypto.language as pl


@pl.program
class ManualDepProgram:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel_fill(
        self,
        a: pl.Tensor[[32, 32], pl.FP16],
        output: pl.Out[pl.Tensor[[32, 32], pl.FP16]],
    ) -> pl.Tensor[[32, 32], pl.FP16]:
        t: pl.Tile[[32, 32], pl.FP16] = pl.load(a, [0, 0], [32, 32])
        out: pl.Tensor[[32, 32], pl.FP16] = pl.store(t, [0, 0], output)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch_create(
        self,
        a: pl.Tensor[[32, 32], pl.FP16],
        result: pl.Out[pl.Tensor[[32, 32], pl.FP16]],
    ) -> pl.Tensor[[32, 32], pl.FP16]:
        scratch: pl.Tensor[[32, 32], pl.FP16] = pl.create_tensor(
            [32, 32], dtype=pl.FP16, manual_dep=True
        )
        scratch = self.kernel_fill(a, scratch)
        result = self.kernel_fill(scratch, result)
        return result

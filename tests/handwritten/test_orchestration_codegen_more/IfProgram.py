# tests/ut/codegen/test_orchestration_codegen_more.py::TestOrchestrationMore::test_if_statement (hand-written)
import pypto.language as pl


@pl.program
class IfProgram:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel_process(
        self,
        a: pl.Tensor[[16, 16], pl.FP32],
        flag: pl.Scalar[pl.INT64],
        output: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32] = pl.load(a, [0, 0], [16, 16])
        out: pl.Tensor[[16, 16], pl.FP32] = pl.store(t, [0, 0], output)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch_if(
        self,
        a: pl.Tensor[[16, 16], pl.FP32],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        for i in pl.range(4):
            if i == 0:
                is_first: pl.Scalar[pl.INT64] = pl.yield_(pl.const(1, pl.INT64))
            else:
                is_first: pl.Scalar[pl.INT64] = pl.yield_(pl.const(0, pl.INT64))
            result: pl.Tensor[[16, 16], pl.FP32] = pl.create_tensor([16, 16], dtype=pl.FP32)
            result = self.kernel_process(a, is_first, result)
        return result

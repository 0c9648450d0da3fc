# tests/st/runtime/ops/test_argmax_reduction.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class TensorRowArgmax_32x64_FP32:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[32, 64], pl.FP32],
        output: pl.Out[pl.Tensor[[32, 1], pl.INT32]],
    ) -> pl.Tensor[[32, 1], pl.INT32]:
        result: pl.Tensor[[32, 1], pl.INT32] = pl.row_argmax(a)
        return pl.assemble(output, result, [0, 0])

    @pl.function(type=pl.FunctionType.Orchestration)
    def orchestrator(
        self,
        a: pl.Tensor[[32, 64], pl.FP32],
        output: pl.Out[pl.Tensor[[32, 1], pl.INT32]],
    ) -> pl.Tensor[[32, 1], pl.INT32]:
        output = self.kernel(a, output)
        return output

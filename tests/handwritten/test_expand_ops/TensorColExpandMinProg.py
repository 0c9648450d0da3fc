# tests/st/runtime/ops/test_expand_ops.py::<module> (hand-written)
import pypto.language as pl

M = 32
N = 64


@pl.program
class TensorColExpandMinProg:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[M, N], pl.FP32],
        v: pl.Tensor[[1, N], pl.FP32],
        output: pl.Out[pl.Tensor[[M, N], pl.FP32]],
    ) -> pl.Tensor[[M, N], pl.FP32]:
        result: pl.Tensor[[M, N], pl.FP32] = pl.col_expand_min(a, v)
        return pl.assemble(output, result, [0, 0])

    @pl.function(type=pl.FunctionType.Orchestration)
    def orchestrator(
        self,
        a: pl.Tensor[[M, N], pl.FP32],
        v: pl.Tensor[[1, N], pl.FP32],
        output: pl.Out[pl.Tensor[[M, N], pl.FP32]],
    ) -> pl.Tensor[[M, N], pl.FP32]:
        output = self.kernel(a, v, output)
        return output

# tests/st/runtime/ops/test_expand_ops.py::<module> (hand-written)
import pypto.language as pl

M = 32
N = 64


@pl.program
class RowExpandExpdif:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[M, N], pl.FP32],
        v: pl.Tensor[[M, 1], pl.FP32],
        output: pl.Out[pl.Tensor[[M, N], pl.FP32]],
    ) -> pl.Tensor[[M, N], pl.FP32]:
        ta: pl.Tile[[M, N], pl.FP32] = pl.load(a, [0, 0], [M, N])
        tv: pl.Tile[[M, 1], pl.FP32] = pl.load(v, [0, 0], [M, 1])
        tc: pl.Tile[[M, N], pl.FP32] = pl.tile.row_expand_expdif(ta, tv)
        return pl.store(tc, [0, 0], output)

    @pl.function(type=pl.FunctionType.Orchestration)
    def orchestrator(
        self,
        a: pl.Tensor[[M, N], pl.FP32],
        v: pl.Tensor[[M, 1], pl.FP32],
        output: pl.Out[pl.Tensor[[M, N], pl.FP32]],
    ) -> pl.Tensor[[M, N], pl.FP32]:
        output = self.kernel(a, v, output)
        return output

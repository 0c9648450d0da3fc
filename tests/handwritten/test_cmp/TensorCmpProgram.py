# tests/st/runtime/ops/test_cmp.py::<module> (hand-written)
import pypto.language as pl

M = 16
N = 16


@pl.program
class TensorCmpProgram:
    """Tensor-to-tensor comparison for all cmp_type modes; lowers to tile.cmp + tile.full + tile.sel."""

    @pl.function(type=pl.FunctionType.Opaque)
    def main(
        self,
        lhs: pl.Tensor[[M, N], pl.FP32],
        rhs: pl.Tensor[[M, N], pl.FP32],
        eq: pl.Out[pl.Tensor[[M, N], pl.FP32]],
        ne: pl.Out[pl.Tensor[[M, N], pl.FP32]],
        lt: pl.Out[pl.Tensor[[M, N], pl.FP32]],
        le: pl.Out[pl.Tensor[[M, N], pl.FP32]],
        gt: pl.Out[pl.Tensor[[M, N], pl.FP32]],
        ge: pl.Out[pl.Tensor[[M, N], pl.FP32]],
    ) -> tuple[
        pl.Tensor[[M, N], pl.FP32],
        pl.Tensor[[M, N], pl.FP32],
        pl.Tensor[[M, N], pl.FP32],
        pl.Tensor[[M, N], pl.FP32],
        pl.Tensor[[M, N], pl.FP32],
        pl.Tensor[[M, N], pl.FP32],
    ]:
        with pl.at(level=pl.Level.CORE_GROUP):
            eq = pl.assemble(eq, pl.cmp(lhs, rhs, cmp_type=0), [0, 0])
            ne = pl.assemble(ne, pl.cmp(lhs, rhs, cmp_type=1), [0, 0])
            lt = pl.assemble(lt, pl.cmp(lhs, rhs, cmp_type=2), [0, 0])
            le = pl.assemble(le, pl.cmp(lhs, rhs, cmp_type=3), [0, 0])
            gt = pl.assemble(gt, pl.cmp(lhs, rhs, cmp_type=4), [0, 0])
            ge = pl.assemble(ge, pl.cmp(lhs, rhs, cmp_type=5), [0, 0])
        return eq, ne, lt, le, gt, ge

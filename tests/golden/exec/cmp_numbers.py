# ptoc: run --backend 910B --in 0={dir}/cmp_numbers_lhs.npy --in 1={dir}/cmp_numbers_rhs.npy --print 2 --print 3 --print 4 --print 5 --print 6 --print 7
# The reference's test_cmp TensorCmpProgram with its inputs (lhs = i % 9 - 4,
# rhs = i % 7 - 3 over the 256 elements in order), run on the CPU: each
# pl.cmp on tensors lowers to tile.cmp + tile.full + tile.sel, so every output
# holds 1.0 where lhs (eq ne lt le gt) rhs and 0.0 elsewhere, as torch's
# comparisons give; ge compares lhs with the scalar 0.0 (TensorCmpsProgram:
# tile.cmps), 1.0 at the 5 columns of 0..4 in each run of 9.  Row 0: lhs -4 -3 -2 -1 0 1 2 3 4 -4 -3 -2 -1 0 1 2 and
# rhs -3 -2 -1 0 1 2 3 -3 -2 -1 0 1 2 3 -3 -2: no element is equal, lt holds
# at 0..6 and 9..13.
import pypto.language as pl

M = 16
N = 16


@pl.program
class TensorCmpProgram:
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
            ge = pl.assemble(ge, pl.cmp(lhs, 0.0, cmp_type=5), [0, 0])
        return eq, ne, lt, le, gt, ge

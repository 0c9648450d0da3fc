# tests/st/runtime/cross_core/test_cross_core.py::<module> (hand-written)
import pypto.language as pl

M = 32
K = 64
SPMD_N = 16
SPMD_ROW_TILE = 16


@pl.program
class BidirectSpmdNoSplitProgram:
    """Bidirectional cube<->vec + ``tile.transpose`` fused in one no-split scope.

    ``out = ((a + 1) @ b + 1).T`` per row-tile. A vector op produces the matmul
    operand (V->C) and a vector op consumes the result (C->V), so the fused scope
    runs under dual-AIV dispatch. The ``pl.transpose`` of the consumed vector tile
    then exercises the path this test guards: on the secondary subblock that
    transpose is replayed as a zero-valid tile, which lowers to a ``pto.ttrans``
    that 507018-hangs the AICore unless SplitVectorKernel rewrites it to an empty
    ``tile.create`` (#1761).
    """

    @pl.function(type=pl.FunctionType.Opaque)
    def main(
        self,
        a: pl.Tensor[[M, K], pl.FP32],
        b: pl.Tensor[[K, SPMD_N], pl.FP32],
        out: pl.Tensor[[M, SPMD_N], pl.FP32],
    ) -> pl.Tensor[[M, SPMD_N], pl.FP32]:
        for ob in pl.spmd(M // SPMD_ROW_TILE, name_hint="bidirect_spmd"):
            m0 = ob * SPMD_ROW_TILE
            a_slice = pl.slice(a, [SPMD_ROW_TILE, K], [m0, 0])
            a_add = pl.add(a_slice, 1.0)  # vector produces the matmul operand (V->C)
            c_tile = pl.matmul(a_add, b)  # cube
            c_vec = pl.add(c_tile, 1.0)  # vector consumes the matmul result (C->V)
            c_t = pl.transpose(c_vec, axis1=0, axis2=1)  # replayed zero-valid on subblock 1
            out = pl.assemble(out, c_t, [m0, 0])
        return out

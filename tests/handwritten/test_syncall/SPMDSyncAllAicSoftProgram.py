# tests/st/runtime/cross_core/test_syncall.py::<module> (hand-written)
import pypto.language as pl

AIC_CUBE_BLOCKS = 2
AIC_USED_CORES = AIC_CUBE_BLOCKS
AIC_WS_SLOTS = 16
AIC_M = 32
AIC_K = 64
AIC_N = 32
AIC_ROW_TILE = AIC_M // AIC_CUBE_BLOCKS


@pl.program
class SPMDSyncAllAicSoftProgram:
    """AIC-only *soft* syncall in a cube-only kernel at partial occupancy.

    A pure matmul per row-tile; only cube cores participate in the barrier.
    The barrier is numerically a no-op: ``out = a @ b``.
    """

    @pl.function(type=pl.FunctionType.Opaque)
    def main(
        self,
        a: pl.Tensor[[AIC_M, AIC_K], pl.FP32],
        b: pl.Tensor[[AIC_K, AIC_N], pl.FP32],
        sync_ws: pl.Tensor[[AIC_WS_SLOTS], pl.INT32],
        out: pl.Out[pl.Tensor[[AIC_M, AIC_N], pl.FP32]],
    ) -> pl.Tensor[[AIC_M, AIC_N], pl.FP32]:
        for ob in pl.spmd(AIC_CUBE_BLOCKS, name_hint="aic_syncall"):
            m0 = ob * AIC_ROW_TILE
            a_slice = pl.slice(a, [AIC_ROW_TILE, AIC_K], [m0, 0])
            # Cube-only cross-core barrier across the AIC_CUBE_BLOCKS cube cores.
            pl.system.syncall(
                mode="soft", core_type="aic_only", gm_workspace=sync_ws, used_cores=AIC_USED_CORES
            )
            c_tile = pl.matmul(a_slice, b)  # cube
            out = pl.assemble(out, c_tile, [m0, 0])
        return out

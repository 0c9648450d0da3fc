# tests/st/runtime/cross_core/test_syncall.py::<module> (hand-written)
import pypto.language as pl

TILE_ROWS = 128
TILE_COLS = 128
SOFT_CORE_NUM = 4
SOFT_TOTAL_ROWS = SOFT_CORE_NUM * TILE_ROWS
SOFT_WS_SLOTS = 16


@pl.program
class SPMDSyncAllSoftProgram:
    """SPMD add with an AIV-only *soft* (GM-polling) barrier at partial occupancy."""

    @pl.function(type=pl.FunctionType.InCore)
    def spmd_syncall_soft_add(
        self,
        a: pl.Tensor[[SOFT_TOTAL_ROWS, TILE_COLS], pl.FP32],
        b: pl.Tensor[[SOFT_TOTAL_ROWS, TILE_COLS], pl.FP32],
        sync_ws: pl.Tensor[[SOFT_WS_SLOTS], pl.INT32],
        out: pl.Out[pl.Tensor[[SOFT_TOTAL_ROWS, TILE_COLS], pl.FP32]],
    ) -> pl.Tensor[[SOFT_TOTAL_ROWS, TILE_COLS], pl.FP32]:
        block_idx = pl.tile.get_block_idx()
        offset = block_idx * TILE_ROWS
        tile_a = pl.load(a, [offset, 0], [TILE_ROWS, TILE_COLS])
        tile_b = pl.load(b, [offset, 0], [TILE_ROWS, TILE_COLS])
        # Simpler currently passes its logical block count through the kernel
        # arguments, while PTO-ISA's implicit-count path reads the raw device
        # launch register. Keep the runtime path explicit until those agree.
        pl.system.syncall(mode="soft", core_type="aiv_only", gm_workspace=sync_ws, used_cores=SOFT_CORE_NUM)
        tile_c = pl.add(tile_a, tile_b)
        out = pl.store(tile_c, [offset, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def orchestrator(
        self,
        a: pl.Tensor[[SOFT_TOTAL_ROWS, TILE_COLS], pl.FP32],
        b: pl.Tensor[[SOFT_TOTAL_ROWS, TILE_COLS], pl.FP32],
        sync_ws: pl.Tensor[[SOFT_WS_SLOTS], pl.INT32],
        out: pl.Out[pl.Tensor[[SOFT_TOTAL_ROWS, TILE_COLS], pl.FP32]],
    ) -> pl.Tensor[[SOFT_TOTAL_ROWS, TILE_COLS], pl.FP32]:
        with pl.spmd(SOFT_CORE_NUM):
            out = self.spmd_syncall_soft_add(a, b, sync_ws, out)
        return out

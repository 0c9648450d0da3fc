# tests/st/runtime/cross_core/test_spmd.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class SPMDSyncStartMixedProgram:
    """4 SPMD submissions mirroring the simpler spmd_sync_start test.

    T0: core_num=2,  base=0,  sync_start=False  (baseline, no sync)
    T1: core_num=8,  base=2,  sync_start=True
    T2: core_num=2,  base=10, sync_start=True
    T3: core_num=12, base=12, sync_start=True
    Total: 24 blocks, output [3072, 128]
    """

    @pl.function(type=pl.FunctionType.InCore)
    def kernel_add(
        self,
        a: pl.Tensor[[3072, 128], pl.FP32],
        b: pl.Tensor[[3072, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[3072, 128], pl.FP32]],
        base_offset: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[3072, 128], pl.FP32]:
        block_idx = pl.tile.get_block_idx()
        offset = (block_idx + base_offset) * 128
        tile_a = pl.load(a, [offset, 0], [128, 128])
        tile_b = pl.load(b, [offset, 0], [128, 128])
        tile_c = pl.add(tile_a, tile_b)
        out = pl.store(tile_c, [offset, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def orchestrator(
        self,
        a: pl.Tensor[[3072, 128], pl.FP32],
        b: pl.Tensor[[3072, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[3072, 128], pl.FP32]],
    ) -> pl.Tensor[[3072, 128], pl.FP32]:
        with pl.spmd(2):  # T0: baseline
            out = self.kernel_add(a, b, out, 0)
        with pl.spmd(8, sync_start=True):  # T1
            out = self.kernel_add(a, b, out, 2)
        with pl.spmd(2, sync_start=True):  # T2
            out = self.kernel_add(a, b, out, 10)
        with pl.spmd(12, sync_start=True):  # T3
            out = self.kernel_add(a, b, out, 12)
        return out

# tests/st/runtime/cross_core/test_spmd.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class SPMDEscalating5Program:
    """5 sequential SPMD submissions with escalating core_num.

    Mirrors the hardware SPMD multiblock pattern: each submission increases
    the block count to exercise progressively wider dispatch.

    T0: core_num=1,  base=0,  rows [0, 128)    — basic multi-block
    T1: core_num=2,  base=1,  rows [128, 384)  — saturate one sched thread
    T2: core_num=3,  base=3,  rows [384, 768)  — cross-thread dispatch
    T3: core_num=4,  base=6,  rows [768, 1280) — occupy all AIV cores
    T4: core_num=6,  base=10, rows [1280, 2048) — multi-round full dispatch
    Total: 16 blocks, output [2048, 128]
    """

    @pl.function(type=pl.FunctionType.InCore)
    def kernel_add(
        self,
        a: pl.Tensor[[2048, 128], pl.FP32],
        b: pl.Tensor[[2048, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[2048, 128], pl.FP32]],
        base_offset: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[2048, 128], pl.FP32]:
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
        a: pl.Tensor[[2048, 128], pl.FP32],
        b: pl.Tensor[[2048, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[2048, 128], pl.FP32]],
    ) -> pl.Tensor[[2048, 128], pl.FP32]:
        with pl.spmd(1):
            out = self.kernel_add(a, b, out, 0)
        with pl.spmd(2):
            out = self.kernel_add(a, b, out, 1)
        with pl.spmd(3):
            out = self.kernel_add(a, b, out, 3)
        with pl.spmd(4):
            out = self.kernel_add(a, b, out, 6)
        with pl.spmd(6):
            out = self.kernel_add(a, b, out, 10)
        return out

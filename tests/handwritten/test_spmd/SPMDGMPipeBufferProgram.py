# tests/st/runtime/cross_core/test_spmd.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class SPMDGMPipeBufferProgram:
    # No UP_DOWN split: runtime shards __gm_pipe_buffer by SPMD block_idx only; dual-AIV
    # split would run two lanes per block on the same slice and corrupt the pipe workspace.
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[128, 16], pl.FP32],
        b: pl.Tensor[[16, 16], pl.FP32],
        bias: pl.Tensor[[128, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[128, 16], pl.FP32]],
    ) -> pl.Tensor[[128, 16], pl.FP32]:
        block_idx = pl.tile.get_block_idx()
        row_offset = block_idx * 64

        tile_a_l1 = pl.load(a, [row_offset, 0], [64, 16], target_memory=pl.MemorySpace.Mat)
        tile_b_l1 = pl.load(b, [0, 0], [16, 16], target_memory=pl.MemorySpace.Mat)
        tile_a_l0a = pl.move(tile_a_l1, target_memory=pl.MemorySpace.Left)
        tile_b_l0b = pl.move(tile_b_l1, target_memory=pl.MemorySpace.Right)
        tile_mm = pl.matmul(tile_a_l0a, tile_b_l0b)

        tile_bias = pl.load(bias, [row_offset, 0], [64, 16])
        tile_out = pl.add(tile_mm, tile_bias)
        out = pl.store(tile_out, [row_offset, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def orchestrator(
        self,
        a: pl.Tensor[[128, 16], pl.FP32],
        b: pl.Tensor[[16, 16], pl.FP32],
        bias: pl.Tensor[[128, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[128, 16], pl.FP32]],
    ) -> pl.Tensor[[128, 16], pl.FP32]:
        with pl.spmd(2, name_hint="gm_pipe_spmd"):
            out = self.kernel(a, b, bias, out)
        return out

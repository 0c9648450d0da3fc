# tests/st/runtime/cross_core/test_spmd.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class SPMDMixedKernelProgram:
    """SPMD MixedKernel: 4 blocks each compute a [64, 64] matmul + bias add.

    Uses InCore with split=UP_DOWN to enable AIC/AIV mixed kernel split
    under SPMD dispatch. Each block computes:
        out[block_slice] = a[block_slice] @ b + bias[block_slice]
    """

    @pl.function(type=pl.FunctionType.InCore, attrs={"split": pl.SplitMode.UP_DOWN})
    def matmul_bias(
        self,
        a: pl.Tensor[[256, 64], pl.FP32],
        b: pl.Tensor[[64, 64], pl.FP32],
        bias: pl.Tensor[[256, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[256, 64], pl.FP32]],
    ) -> pl.Tensor[[256, 64], pl.FP32]:
        block_idx = pl.tile.get_block_idx()
        row_offset = block_idx * 64

        # Cube: matmul → AIC
        tile_a_l1 = pl.load(a, [row_offset, 0], [64, 64], target_memory=pl.MemorySpace.Mat)
        tile_b_l1 = pl.load(b, [0, 0], [64, 64], target_memory=pl.MemorySpace.Mat)
        tile_a_l0a = pl.move(tile_a_l1, target_memory=pl.MemorySpace.Left)
        tile_b_l0b = pl.move(tile_b_l1, target_memory=pl.MemorySpace.Right)
        tile_mm = pl.matmul(tile_a_l0a, tile_b_l0b)

        # Vector: add bias → AIV
        tile_bias = pl.load(bias, [row_offset, 0], [64, 64])
        tile_out = pl.add(tile_mm, tile_bias)
        out = pl.store(tile_out, [row_offset, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def orchestrator(
        self,
        a: pl.Tensor[[256, 64], pl.FP32],
        b: pl.Tensor[[64, 64], pl.FP32],
        bias: pl.Tensor[[256, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[256, 64], pl.FP32]],
    ) -> pl.Tensor[[256, 64], pl.FP32]:
        with pl.spmd(4):
            out = self.matmul_bias(a, b, bias, out)
        return out

# tests/st/runtime/ops/test_sort.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class Sort32GatherFP32Program:
    """Sort 32-element blocks, then gather to separate values and indices."""

    @pl.function(type=pl.FunctionType.InCore)
    def sort32_gather_kernel(
        self,
        src_tensor: pl.Tensor[[8, 32], pl.FP32],
        idx_tensor: pl.Tensor[[8, 32], pl.UINT32],
        val_gather_idx: pl.Tensor[[8, 32], pl.INT32],
        idx_gather_idx: pl.Tensor[[8, 32], pl.INT32],
        gather_tmp: pl.Tensor[[8, 32], pl.INT32],
        val_output: pl.Out[pl.Tensor[[8, 32], pl.FP32]],
        idx_output: pl.Out[pl.Tensor[[8, 32], pl.FP32]],
    ) -> tuple[pl.Tensor[[8, 32], pl.FP32], pl.Tensor[[8, 32], pl.FP32]]:
        src_tile: pl.Tile[[8, 32], pl.FP32] = pl.load(src_tensor, offsets=[0, 0], shapes=[8, 32])
        idx_tile: pl.Tile[[8, 32], pl.UINT32] = pl.load(idx_tensor, offsets=[0, 0], shapes=[8, 32])
        sorted_tile: pl.Tile[[8, 64], pl.FP32] = pl.tile.sort32(src_tile, idx_tile)

        val_gidx: pl.Tile[[8, 32], pl.INT32] = pl.load(val_gather_idx, offsets=[0, 0], shapes=[8, 32])
        idx_gidx: pl.Tile[[8, 32], pl.INT32] = pl.load(idx_gather_idx, offsets=[0, 0], shapes=[8, 32])
        tmp_tile: pl.Tile[[8, 32], pl.INT32] = pl.load(gather_tmp, offsets=[0, 0], shapes=[8, 32])

        val_tile: pl.Tile[[8, 32], pl.FP32] = pl.tile.gather(sorted_tile, val_gidx, tmp_tile)
        # Index bits are stored as raw uint32 in f32 memory by sort32.
        # Keep as FP32 — host will .view(torch.int32) to reinterpret bits.
        idx_tile_fp32: pl.Tile[[8, 32], pl.FP32] = pl.tile.gather(sorted_tile, idx_gidx, tmp_tile)

        val_out: pl.Tensor[[8, 32], pl.FP32] = pl.store(val_tile, offsets=[0, 0], output_tensor=val_output)
        idx_out: pl.Tensor[[8, 32], pl.FP32] = pl.store(
            idx_tile_fp32, offsets=[0, 0], output_tensor=idx_output
        )
        return val_out, idx_out

    @pl.function(type=pl.FunctionType.Orchestration)
    def orchestrator(
        self,
        src_tensor: pl.Tensor[[8, 32], pl.FP32],
        idx_tensor: pl.Tensor[[8, 32], pl.UINT32],
        val_gather_idx: pl.Tensor[[8, 32], pl.INT32],
        idx_gather_idx: pl.Tensor[[8, 32], pl.INT32],
        gather_tmp: pl.Tensor[[8, 32], pl.INT32],
        val_output: pl.Out[pl.Tensor[[8, 32], pl.FP32]],
        idx_output: pl.Out[pl.Tensor[[8, 32], pl.FP32]],
    ) -> tuple[pl.Tensor[[8, 32], pl.FP32], pl.Tensor[[8, 32], pl.FP32]]:
        val_output, idx_output = self.sort32_gather_kernel(
            src_tensor, idx_tensor, val_gather_idx, idx_gather_idx, gather_tmp, val_output, idx_output
        )
        return val_output, idx_output

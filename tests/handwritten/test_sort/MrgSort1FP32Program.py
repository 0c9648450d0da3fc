# tests/st/runtime/ops/test_sort.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class MrgSort1FP32Program:
    """Sort 4×32-element blocks with sort32, then merge with mrgsort format1.

    Pipeline: sort32 → mrgsort(block_len=64) → gather(P0101) val + gather(P1010, UINT32) idx
    idx output is UINT32 holding the actual sorted index values.
    """

    @pl.function(type=pl.FunctionType.InCore)
    def mrgsort1_kernel(
        self,
        src_tensor: pl.Tensor[[1, 128], pl.FP32],
        idx_tensor: pl.Tensor[[1, 128], pl.UINT32],
        val_output: pl.Out[pl.Tensor[[1, 128], pl.FP32]],
        idx_output: pl.Out[pl.Tensor[[1, 128], pl.UINT32]],
    ) -> tuple[pl.Tensor[[1, 128], pl.FP32], pl.Tensor[[1, 128], pl.UINT32]]:
        src_tile: pl.Tile[[1, 128], pl.FP32] = pl.load(src_tensor, offsets=[0, 0], shapes=[1, 128])
        idx_tile: pl.Tile[[1, 128], pl.UINT32] = pl.load(idx_tensor, offsets=[0, 0], shapes=[1, 128])
        # Sort each 32-element block descending → [1, 256] interleaved (val+idx pairs)
        sorted_tile: pl.Tile[[1, 256], pl.FP32] = pl.tile.sort32(src_tile, idx_tile)
        # Merge the 4 sorted 64-col runs into one sorted sequence (block_len=64, repeatTimes=1)
        merged: pl.Tile[[1, 256], pl.FP32] = pl.tile.mrgsort(sorted_tile, block_len=64)
        # Extract sorted values (even positions, FP32)
        vals: pl.Tile[[1, 128], pl.FP32] = pl.tile.gather_mask(merged, mask_pattern=pl.tile.MaskPattern.P0101)
        # Extract indices (odd positions): bit-reinterpret FP32 → UINT32 in one step.
        # Hardware TGATHER mask form requires sizeof(dst) == sizeof(src), not same type.
        idx: pl.Tile[[1, 128], pl.UINT32] = pl.tile.gather_mask(
            merged, mask_pattern=pl.tile.MaskPattern.P1010, output_dtype=pl.UINT32
        )
        out_val: pl.Tensor[[1, 128], pl.FP32] = pl.store(vals, offsets=[0, 0], output_tensor=val_output)
        out_idx: pl.Tensor[[1, 128], pl.UINT32] = pl.store(idx, offsets=[0, 0], output_tensor=idx_output)
        return out_val, out_idx

    @pl.function(type=pl.FunctionType.Orchestration)
    def orchestrator(
        self,
        src_tensor: pl.Tensor[[1, 128], pl.FP32],
        idx_tensor: pl.Tensor[[1, 128], pl.UINT32],
        val_output: pl.Out[pl.Tensor[[1, 128], pl.FP32]],
        idx_output: pl.Out[pl.Tensor[[1, 128], pl.UINT32]],
    ) -> tuple[pl.Tensor[[1, 128], pl.FP32], pl.Tensor[[1, 128], pl.UINT32]]:
        val_output, idx_output = self.mrgsort1_kernel(src_tensor, idx_tensor, val_output, idx_output)
        return val_output, idx_output

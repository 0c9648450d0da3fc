# tests/st/runtime/ops/test_sort.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class MrgSort1DynFP32Program:
    """Sort 64×32-element blocks (2048 values) with sort32, then merge with
    3 iterations of mrgsort format1 using dynamic block_len computed from loop index.

    Pipeline: sort32 → for i in range(3) { mrgsort(1 << (6+2*i)) } → gather
    block_len = 1<<6=64, 1<<8=256, 1<<10=1024.
    """

    @pl.function(type=pl.FunctionType.InCore)
    def mrgsort1_dyn_kernel(
        self,
        src_tensor: pl.Tensor[[1, 2048], pl.FP32],
        idx_tensor: pl.Tensor[[1, 2048], pl.UINT32],
        val_output: pl.Out[pl.Tensor[[1, 2048], pl.FP32]],
        idx_output: pl.Out[pl.Tensor[[1, 2048], pl.UINT32]],
    ) -> tuple[pl.Tensor[[1, 2048], pl.FP32], pl.Tensor[[1, 2048], pl.UINT32]]:
        src_tile: pl.Tile[[1, 2048], pl.FP32] = pl.load(src_tensor, offsets=[0, 0], shapes=[1, 2048])
        idx_tile: pl.Tile[[1, 2048], pl.UINT32] = pl.load(idx_tensor, offsets=[0, 0], shapes=[1, 2048])
        # Sort each 32-element block descending → [1, 4096] interleaved (val+idx pairs)
        sorted_tile: pl.Tile[[1, 4096], pl.FP32] = pl.tile.sort32(src_tile, idx_tile)
        # Iterative 4-way merge: block_len = 1<<(6+2*i) = 64, 256, 1024
        # Only tile in init_values → no scalar iter_args → ptoas compatible
        for i, (tile_iter,) in pl.range(3, init_values=(sorted_tile,)):
            block_len = 1 << (6 + i * 2)
            merged: pl.Tile[[1, 4096], pl.FP32] = pl.tile.mrgsort(tile_iter, block_len=block_len)
            result = pl.yield_(merged)
        # Extract sorted values (even positions, FP32)
        vals: pl.Tile[[1, 2048], pl.FP32] = pl.tile.gather_mask(
            result, mask_pattern=pl.tile.MaskPattern.P0101
        )
        # Extract indices (odd positions): bit-reinterpret FP32 → UINT32
        idx: pl.Tile[[1, 2048], pl.UINT32] = pl.tile.gather_mask(
            result, mask_pattern=pl.tile.MaskPattern.P1010, output_dtype=pl.UINT32
        )
        out_val: pl.Tensor[[1, 2048], pl.FP32] = pl.store(vals, offsets=[0, 0], output_tensor=val_output)
        out_idx: pl.Tensor[[1, 2048], pl.UINT32] = pl.store(idx, offsets=[0, 0], output_tensor=idx_output)
        return out_val, out_idx

    @pl.function(type=pl.FunctionType.Orchestration)
    def orchestrator_dyn(
        self,
        src_tensor: pl.Tensor[[1, 2048], pl.FP32],
        idx_tensor: pl.Tensor[[1, 2048], pl.UINT32],
        val_output: pl.Out[pl.Tensor[[1, 2048], pl.FP32]],
        idx_output: pl.Out[pl.Tensor[[1, 2048], pl.UINT32]],
    ) -> tuple[pl.Tensor[[1, 2048], pl.FP32], pl.Tensor[[1, 2048], pl.UINT32]]:
        val_output, idx_output = self.mrgsort1_dyn_kernel(src_tensor, idx_tensor, val_output, idx_output)
        return val_output, idx_output

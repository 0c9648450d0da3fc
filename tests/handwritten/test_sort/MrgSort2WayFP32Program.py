# tests/st/runtime/ops/test_sort.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class MrgSort2WayFP32Program:
    """Tensor-level sort32 + format1 + format2 (2-way merge) for 1024 FP32 elements.

    Mirrors ``MrgSort1DynFP32TensorValIdxProgram`` style, using ``pl.tensor.*``
    APIs inside ``pl.at(CORE_GROUP)``.

    Pipeline:
      Left half  [1,512] → sort32 → [1,1024] → format1(64) → format1(256) → sorted [1,1024]
      Right half [1,512] → sort32 → [1,1024] → format1(64) → format1(256) → sorted [1,1024]
      format2 2-way merge → [1,2048] → gather(P0101) vals + gather(P1010,UINT32) idx
    """

    @pl.function(type=pl.FunctionType.Opaque)
    def main(
        self,
        src: pl.Tensor[[1, 1024], pl.FP32],
        idx: pl.Tensor[[1, 1024], pl.UINT32],
        val_output: pl.Out[pl.Tensor[[1, 1024], pl.FP32]],
        idx_output: pl.Out[pl.Tensor[[1, 1024], pl.UINT32]],
    ) -> tuple[pl.Tensor[[1, 1024], pl.FP32], pl.Tensor[[1, 1024], pl.UINT32]]:
        with pl.at(
            level=pl.Level.CORE_GROUP,
            optimizations=[pl.split(pl.SplitMode.UP_DOWN)],
        ):
            # Slice src/idx into left and right halves.
            left_src = pl.tensor.slice(src, shape=[1, 512], offset=[0, 0])
            left_idx = pl.tensor.slice(idx, shape=[1, 512], offset=[0, 0])
            right_src = pl.tensor.slice(src, shape=[1, 512], offset=[0, 512])
            right_idx = pl.tensor.slice(idx, shape=[1, 512], offset=[0, 512])

            # Sort left half: sort32 → [1,1024] interleaved, then 2x format1 → fully sorted.
            left_s32 = pl.tensor.sort32(left_src, left_idx)
            left_m1 = pl.tensor.mrgsort(left_s32, block_len=64)
            left_sorted = pl.tensor.mrgsort(left_m1, block_len=256)

            # Sort right half: same pipeline.
            right_s32 = pl.tensor.sort32(right_src, right_idx)
            right_m1 = pl.tensor.mrgsort(right_s32, block_len=64)
            right_sorted = pl.tensor.mrgsort(right_m1, block_len=256)

            # Format2 2-way merge: tmp is synthesized by the conversion pass.
            merged = pl.tensor.mrgsort(left_sorted, right_sorted)

            # Extract sorted values (even columns) and indices (odd columns, reinterpret as UINT32).
            vals = pl.tensor.gather(merged, mask_pattern=pl.tile.MaskPattern.P0101)
            sorted_idx = pl.tensor.gather(
                merged, mask_pattern=pl.tile.MaskPattern.P1010, output_dtype=pl.UINT32
            )
            val_output = pl.assemble(val_output, vals, [0, 0])
            idx_output = pl.assemble(idx_output, sorted_idx, [0, 0])
        return val_output, idx_output

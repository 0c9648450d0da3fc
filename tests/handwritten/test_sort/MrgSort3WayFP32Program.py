# tests/st/runtime/ops/test_sort.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class MrgSort3WayFP32Program:
    """Tensor-level sort32 + format1 + format2 (3-way merge) for 1536 FP32 elements.

    Three 512-element thirds are each sorted (sort32 → 2× format1), then merged
    with a single format2 3-way ``pl.tensor.mrgsort(a, b, c)`` (tmp synthesized by
    the conversion pass).
    """

    @pl.function(type=pl.FunctionType.Opaque)
    def main(
        self,
        src: pl.Tensor[[1, 1536], pl.FP32],
        idx: pl.Tensor[[1, 1536], pl.UINT32],
        val_output: pl.Out[pl.Tensor[[1, 1536], pl.FP32]],
        idx_output: pl.Out[pl.Tensor[[1, 1536], pl.UINT32]],
    ) -> tuple[pl.Tensor[[1, 1536], pl.FP32], pl.Tensor[[1, 1536], pl.UINT32]]:
        with pl.at(
            level=pl.Level.CORE_GROUP,
            optimizations=[pl.split(pl.SplitMode.UP_DOWN)],
        ):
            a_src = pl.tensor.slice(src, shape=[1, 512], offset=[0, 0])
            a_idx = pl.tensor.slice(idx, shape=[1, 512], offset=[0, 0])
            b_src = pl.tensor.slice(src, shape=[1, 512], offset=[0, 512])
            b_idx = pl.tensor.slice(idx, shape=[1, 512], offset=[0, 512])
            c_src = pl.tensor.slice(src, shape=[1, 512], offset=[0, 1024])
            c_idx = pl.tensor.slice(idx, shape=[1, 512], offset=[0, 1024])

            a_sorted = pl.tensor.mrgsort(
                pl.tensor.mrgsort(pl.tensor.sort32(a_src, a_idx), block_len=64), block_len=256
            )
            b_sorted = pl.tensor.mrgsort(
                pl.tensor.mrgsort(pl.tensor.sort32(b_src, b_idx), block_len=64), block_len=256
            )
            c_sorted = pl.tensor.mrgsort(
                pl.tensor.mrgsort(pl.tensor.sort32(c_src, c_idx), block_len=64), block_len=256
            )

            merged = pl.tensor.mrgsort(a_sorted, b_sorted, c_sorted)

            vals = pl.tensor.gather(merged, mask_pattern=pl.tile.MaskPattern.P0101)
            sorted_idx = pl.tensor.gather(
                merged, mask_pattern=pl.tile.MaskPattern.P1010, output_dtype=pl.UINT32
            )
            val_output = pl.assemble(val_output, vals, [0, 0])
            idx_output = pl.assemble(idx_output, sorted_idx, [0, 0])
        return val_output, idx_output

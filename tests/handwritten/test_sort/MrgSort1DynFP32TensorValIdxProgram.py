# tests/st/runtime/ops/test_sort.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class MrgSort1DynFP32TensorValIdxProgram:
    """Tensor-level sort32 + mrgsort + mask-gather pipeline that returns BOTH
    sorted values and their original indices.

    Mirrors ``MrgSort1DynFP32Program`` at the tensor level: P0101 extracts
    value lanes, P1010 with ``output_dtype=UINT32`` bit-reinterprets the
    odd-position UINT32 index bits stored by sort32 into a UINT32 tensor.
    """

    @pl.function(type=pl.FunctionType.Opaque)
    def main(
        self,
        src: pl.Tensor[[1, 2048], pl.FP32],
        idx: pl.Tensor[[1, 2048], pl.UINT32],
        val_output: pl.Out[pl.Tensor[[1, 2048], pl.FP32]],
        idx_output: pl.Out[pl.Tensor[[1, 2048], pl.UINT32]],
    ) -> tuple[pl.Tensor[[1, 2048], pl.FP32], pl.Tensor[[1, 2048], pl.UINT32]]:
        with pl.at(
            level=pl.Level.CORE_GROUP,
            optimizations=[pl.split(pl.SplitMode.UP_DOWN)],
        ):
            sorted_t = pl.tensor.sort32(src, idx)
            for i, (acc,) in pl.range(3, init_values=(sorted_t,)):
                block_len = 1 << (6 + i * 2)
                merged = pl.tensor.mrgsort(acc, block_len=block_len)
                result = pl.yield_(merged)
            # P0101 → sorted values (FP32 at even positions).
            vals = pl.tensor.gather(result, mask_pattern=pl.tile.MaskPattern.P0101)
            # P1010 + output_dtype=UINT32 → bit-reinterpret odd-position bits into UINT32.
            sorted_idx = pl.tensor.gather(
                result, mask_pattern=pl.tile.MaskPattern.P1010, output_dtype=pl.UINT32
            )
            val_output = pl.assemble(val_output, vals, [0, 0])
            idx_output = pl.assemble(idx_output, sorted_idx, [0, 0])
        return val_output, idx_output

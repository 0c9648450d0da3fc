# tests/st/runtime/ops/test_sort.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class MrgSort1DynFP32TopLevelProgram:
    """Top-level-alias counterpart of ``MrgSort1DynFP32TensorValIdxProgram``.

    Identical sort32 → 3× mrgsort format1 → P0101/P1010 mask-gather pipeline,
    but written with the promoted top-level aliases ``pl.sort32`` / ``pl.mrgsort``
    / ``pl.gather`` instead of the ``pl.tensor.*`` namespace forms. Verifies the
    aliases lower exactly like their ``pl.tensor.*`` originals.
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
            sorted_t = pl.sort32(src, idx)
            for i, (acc,) in pl.range(3, init_values=(sorted_t,)):
                block_len = 1 << (6 + i * 2)
                merged = pl.mrgsort(acc, block_len=block_len)
                result = pl.yield_(merged)
            # P0101 → sorted values (FP32 at even positions).
            vals = pl.gather(result, mask_pattern=pl.tile.MaskPattern.P0101)
            # P1010 + output_dtype=UINT32 → bit-reinterpret odd-position bits into UINT32.
            sorted_idx = pl.gather(result, mask_pattern=pl.tile.MaskPattern.P1010, output_dtype=pl.UINT32)
            val_output = pl.assemble(val_output, vals, [0, 0])
            idx_output = pl.assemble(idx_output, sorted_idx, [0, 0])
        return val_output, idx_output

# ptoc: compile --backend 950 --no-emit-loc
# The reference's test_init_memref.py test_fp4_slice_rejects_second_nibble_origin: a window of an
# FP4 Vec tile starting at element column 1 would begin on the high nibble of carrier 0.  An FP4
# Vec tile counts x2 carriers along its packed axis (its tile_buf type, and so pto.textract's
# origin and pto.subview's offsets), so the pto.textract the slice becomes at its use is refused.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        input_a: pl.Tensor[[8, 16], pl.FP4],
        output: pl.Out[pl.Tensor[[1, 14], pl.FP4]],
    ) -> pl.Tensor[[1, 14], pl.FP4]:
        tile_a = pl.load(input_a, [0, 0], [8, 16], target_memory=pl.Mem.Vec)
        tail = pl.tile.slice(tile_a, [1, 14], [0, 1])
        return pl.store(tail, [0, 0], output)

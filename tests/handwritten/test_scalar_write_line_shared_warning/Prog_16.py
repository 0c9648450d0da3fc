# tests/ut/ir/transforms/test_scalar_write_line_shared_warning.py::TestMultiDimensionalIndex::test_row_per_block_is_silent (hand-written)
import pypto.language as pl

LINE = 16
BLOCKS = 24


@pl.program
class Prog:
    @pl.function
    def main(
        self,
        src: pl.Tensor[[BLOCKS, LINE], pl.INT32],
        out: pl.Out[pl.Tensor[[BLOCKS, LINE], pl.INT32]],
    ) -> pl.Tensor[[BLOCKS, LINE], pl.INT32]:
        with pl.spmd(BLOCKS, name_hint="rows"):
            blk = pl.tile.get_block_idx()
            r = pl.cast(blk, pl.INDEX)
            for c in pl.range(LINE):
                pl.write(out, [r, c], pl.read(src, [r, c]))
        return out

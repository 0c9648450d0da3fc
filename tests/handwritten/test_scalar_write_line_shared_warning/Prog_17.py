# tests/ut/ir/transforms/test_scalar_write_line_shared_warning.py::TestMultiDimensionalIndex::test_column_per_block_is_reported (hand-written)
import pypto.language as pl

LINE = 16
BLOCKS = 24


@pl.program
class Prog:
    @pl.function
    def main(
        self,
        src: pl.Tensor[[LINE, BLOCKS], pl.INT32],
        out: pl.Out[pl.Tensor[[LINE, BLOCKS], pl.INT32]],
    ) -> pl.Tensor[[LINE, BLOCKS], pl.INT32]:
        with pl.spmd(BLOCKS, name_hint="cols"):
            blk = pl.tile.get_block_idx()
            c = pl.cast(blk, pl.INDEX)
            for r in pl.range(LINE):
                pl.write(out, [r, c], pl.read(src, [r, c]))
        return out

# tests/ut/ir/transforms/test_scalar_write_line_shared_warning.py::TestNotApplicable::test_tile_write_is_silent (hand-written)
import pypto.language as pl

LINE = 16
BLOCKS = 24


@pl.program
class Prog:
    @pl.function
    def main(
        self, out: pl.Out[pl.Tensor[[BLOCKS, LINE], pl.INT32]]
    ) -> pl.Tensor[[BLOCKS, LINE], pl.INT32]:
        with pl.spmd(BLOCKS, name_hint="tilewrite"):
            blk = pl.tile.get_block_idx()
            t = pl.tile.full([1, LINE], dtype=pl.INT32, value=0)
            for c in pl.range(LINE):
                pl.write(t, [0, c], pl.cast(c, pl.INT32))
            out = pl.store(t, [pl.cast(blk, pl.INDEX), 0], out)
        return out

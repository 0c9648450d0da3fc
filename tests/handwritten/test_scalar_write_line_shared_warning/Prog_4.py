# tests/ut/ir/transforms/test_scalar_write_line_shared_warning.py::TestProvenDisjointIsSilent::test_block_owns_exactly_one_line (hand-written)
import pypto.language as pl

LINE = 16
BLOCKS = 24


@pl.program
class Prog:
    @pl.function
    def main(
        self,
        src: pl.Tensor[[LINE * BLOCKS], pl.INT32],
        out: pl.Out[pl.Tensor[[LINE * BLOCKS], pl.INT32]],
    ) -> pl.Tensor[[LINE * BLOCKS], pl.INT32]:
        with pl.spmd(BLOCKS, name_hint="aligned"):
            blk = pl.tile.get_block_idx()
            base = pl.cast(blk, pl.INDEX) * LINE
            for i in pl.range(base, base + LINE):
                pl.write(out, [i], pl.cast(pl.read(src, [i]) + 1, pl.INT32))
        return out

# tests/ut/ir/transforms/test_scalar_write_line_shared_warning.py::TestNegativeCoefficient::test_reversed_interleaved_is_reported (hand-written)
import pypto.language as pl

N = 64
BLOCKS = 24


@pl.program
class Prog:
    @pl.function
    def main(
        self,
        src: pl.Tensor[[N], pl.INT32],
        out: pl.Out[pl.Tensor[[N], pl.INT32]],
    ) -> pl.Tensor[[N], pl.INT32]:
        with pl.spmd(BLOCKS, name_hint="revfill"):
            blk = pl.tile.get_block_idx()
            idx = BLOCKS - 1 - pl.cast(blk, pl.INDEX)
            pl.write(out, [idx], pl.cast(pl.read(src, [idx]) + 1, pl.INT32))
        return out

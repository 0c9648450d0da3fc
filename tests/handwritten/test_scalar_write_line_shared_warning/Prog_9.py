# tests/ut/ir/transforms/test_scalar_write_line_shared_warning.py::TestNotApplicable::test_single_block_is_silent (hand-written)
import pypto.language as pl

N = 64


@pl.program
class Prog:
    @pl.function
    def main(
        self, src: pl.Tensor[[N], pl.INT32], out: pl.Out[pl.Tensor[[N], pl.INT32]]
    ) -> pl.Tensor[[N], pl.INT32]:
        with pl.spmd(1, name_hint="fill"):
            blk = pl.tile.get_block_idx()
            for i in pl.range(pl.cast(blk, pl.INDEX), N, 1):
                pl.write(out, [i], pl.cast(pl.read(src, [i]) + 1, pl.INT32))
        return out

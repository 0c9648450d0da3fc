# tests/ut/ir/transforms/test_scalar_write_line_shared_warning.py::TestInterleavedIsReported::test_block_owns_half_a_line (hand-written)
import pypto.language as pl

N = 64


@pl.program
class Prog:
    @pl.function
    def main(
        self, src: pl.Tensor[[N], pl.INT32], out: pl.Out[pl.Tensor[[N], pl.INT32]]
    ) -> pl.Tensor[[N], pl.INT32]:
        with pl.spmd(8, name_hint="half"):
            blk = pl.tile.get_block_idx()
            base = pl.cast(blk, pl.INDEX) * 8
            for i in pl.range(base, base + 8):
                pl.write(out, [i], pl.cast(pl.read(src, [i]) + 1, pl.INT32))
        return out

# tests/ut/ir/transforms/test_scalar_write_line_shared_warning.py::TestInterleavedIsReported::test_grid_strided_fill (hand-written)
import pypto.language as pl

N = 64
BLOCKS = 24


@pl.program
class Prog:
    @pl.function
    def main(
        self, src: pl.Tensor[[N], pl.INT32], out: pl.Out[pl.Tensor[[N], pl.INT32]]
    ) -> pl.Tensor[[N], pl.INT32]:
        with pl.spmd(BLOCKS, name_hint="fill"):
            blk = pl.tile.get_block_idx()
            for i in pl.range(pl.cast(blk, pl.INDEX), N, BLOCKS):
                pl.write(out, [i], pl.cast(pl.read(src, [i]) + 1, pl.INT32))
        return out

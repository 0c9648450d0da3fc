# tests/ut/ir/transforms/test_scalar_write_line_shared_warning.py::TestNotApplicable::test_hoisted_tensor_is_reported (hand-written)
import pypto.language as pl

N = 64
BLOCKS = 24


@pl.program
class Prog:
    @pl.function
    def main(
        self, src: pl.Tensor[[N], pl.INT32], out: pl.Out[pl.Tensor[[N], pl.INT32]]
    ) -> pl.Tensor[[N], pl.INT32]:
        buf = pl.create_tensor([N], dtype=pl.INT32)
        with pl.spmd(BLOCKS, name_hint="fill"):
            blk = pl.tile.get_block_idx()
            for i in pl.range(pl.cast(blk, pl.INDEX), N, BLOCKS):
                pl.write(buf, [i], pl.cast(pl.read(src, [i]) + 1, pl.INT32))
        with pl.spmd(1, name_hint="copy"):
            # An spmd body must read the block index or dispatch a kernel.
            _ = pl.tile.get_block_idx()
            for j in pl.range(N):
                pl.write(out, [j], pl.read(buf, [j]))
        return out

# tests/ut/ir/transforms/test_scalar_write_line_shared_warning.py::TestNotApplicable::test_scope_local_tensor_is_silent (hand-written)
import pypto.language as pl

N = 64
BLOCKS = 24


@pl.program
class Prog:
    @pl.function
    def main(
        self, src: pl.Tensor[[N], pl.INT32], out: pl.Out[pl.Tensor[[N], pl.INT32]]
    ) -> pl.Tensor[[N], pl.INT32]:
        with pl.spmd(BLOCKS, name_hint="scratch"):
            blk = pl.tile.get_block_idx()
            buf = pl.create_tensor([N], dtype=pl.INT32)
            for i in pl.range(pl.cast(blk, pl.INDEX), N, BLOCKS):
                pl.write(buf, [i], pl.cast(pl.read(src, [i]) + 1, pl.INT32))
        return out

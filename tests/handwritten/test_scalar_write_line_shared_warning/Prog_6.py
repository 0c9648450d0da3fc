# tests/ut/ir/transforms/test_scalar_write_line_shared_warning.py::TestProvenDisjointIsSilent::test_span_overflowing_the_stride_is_reported (hand-written)
import pypto.language as pl

LINE = 16


@pl.program
class Prog:
    @pl.function
    def main(
        self,
        src: pl.Tensor[[LINE * 8 + LINE], pl.INT32],
        out: pl.Out[pl.Tensor[[LINE * 8 + LINE], pl.INT32]],
    ) -> pl.Tensor[[LINE * 8 + LINE], pl.INT32]:
        with pl.spmd(8, name_hint="overlap"):
            blk = pl.tile.get_block_idx()
            base = pl.cast(blk, pl.INDEX) * LINE
            # 4 elements past this block's own line.
            for i in pl.range(base, base + LINE + 4):
                pl.write(out, [i], pl.cast(pl.read(src, [i]) + 1, pl.INT32))
        return out

# tests/ut/ir/transforms/test_scalar_write_line_shared_warning.py::TestDtypeWidth::test_fp16_reports_32_per_line (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function
    def main(
        self, src: pl.Tensor[[128], pl.FP16], out: pl.Out[pl.Tensor[[128], pl.FP16]]
    ) -> pl.Tensor[[128], pl.FP16]:
        with pl.spmd(4, name_hint="fill"):
            blk = pl.tile.get_block_idx()
            for i in pl.range(pl.cast(blk, pl.INDEX), 128, 4):
                pl.write(out, [i], pl.read(src, [i]))
        return out

# tests/ut/ir/transforms/test_scalar_write_line_shared_warning.py::TestDtypeWidth::test_fp16_block_owns_32_elements (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function
    def main(
        self, src: pl.Tensor[[128], pl.FP16], out: pl.Out[pl.Tensor[[128], pl.FP16]]
    ) -> pl.Tensor[[128], pl.FP16]:
        with pl.spmd(4, name_hint="aligned"):
            blk = pl.tile.get_block_idx()
            base = pl.cast(blk, pl.INDEX) * 32
            for i in pl.range(base, base + 32):
                pl.write(out, [i], pl.read(src, [i]))
        return out

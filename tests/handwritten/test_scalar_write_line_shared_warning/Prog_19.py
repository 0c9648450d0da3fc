# tests/ut/ir/transforms/test_scalar_write_line_shared_warning.py::TestInstanceSources::test_parallel_loop_owning_whole_lines_is_silent (hand-written)
import pypto.language as pl

LINE = 16


@pl.program
class Prog:
    @pl.function
    def main(
        self, src: pl.Tensor[[LINE * 8], pl.INT32], out: pl.Out[pl.Tensor[[LINE * 8], pl.INT32]]
    ) -> pl.Tensor[[LINE * 8], pl.INT32]:
        for g in pl.parallel(8):
            with pl.spmd(1, name_hint="w"):
                _ = pl.tile.get_block_idx()
                base = g * LINE
                for i in pl.range(base, base + LINE):
                    pl.write(out, [i], pl.cast(pl.read(src, [i]) + 1, pl.INT32))
        return out

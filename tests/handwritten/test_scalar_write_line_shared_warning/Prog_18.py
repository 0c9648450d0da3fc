# tests/ut/ir/transforms/test_scalar_write_line_shared_warning.py::TestInstanceSources::test_parallel_loop_is_an_instance_dimension (hand-written)
import pypto.language as pl

N = 64


@pl.program
class Prog:
    @pl.function
    def main(
        self, src: pl.Tensor[[N], pl.INT32], out: pl.Out[pl.Tensor[[N], pl.INT32]]
    ) -> pl.Tensor[[N], pl.INT32]:
        for g in pl.parallel(8):
            with pl.spmd(1, name_hint="w"):
                _ = pl.tile.get_block_idx()
                pl.write(out, [g], pl.cast(pl.read(src, [g]) + 1, pl.INT32))
        return out

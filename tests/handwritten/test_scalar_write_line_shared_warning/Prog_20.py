# tests/ut/ir/transforms/test_scalar_write_line_shared_warning.py::TestInstanceSources::test_dispatched_kernel_inherits_multiplicity (hand-written)
import pypto.language as pl

N = 64
BLOCKS = 24


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self, rows: pl.Tensor[[N], pl.INT32], out: pl.Out[pl.Tensor[[N], pl.INT32]]
    ) -> pl.Tensor[[N], pl.INT32]:
        blk = pl.tile.get_block_idx()
        for g in pl.range(pl.cast(blk, pl.INDEX), N, BLOCKS):
            dst = pl.cast(pl.read(rows, [g]), pl.INDEX)
            pl.write(out, [dst], pl.cast(g, pl.INT32))
        return out

    @pl.function
    def main(
        self, rows: pl.Tensor[[N], pl.INT32], out: pl.Out[pl.Tensor[[N], pl.INT32]]
    ) -> pl.Tensor[[N], pl.INT32]:
        with pl.spmd(BLOCKS, name_hint="disp"):
            out = self.kernel(rows, out)
        return out

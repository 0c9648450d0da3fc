# tests/ut/ir/transforms/test_scalar_write_line_shared_warning.py::TestPerWriteReporting::test_two_writes_report_twice (hand-written)
import pypto.language as pl

N = 64
BLOCKS = 24


@pl.program
class Prog:
    @pl.function
    def main(
        self, rows: pl.Tensor[[N], pl.INT32], out: pl.Out[pl.Tensor[[N], pl.INT32]]
    ) -> pl.Tensor[[N], pl.INT32]:
        with pl.spmd(BLOCKS, name_hint="gather"):
            blk = pl.tile.get_block_idx()
            for g in pl.range(pl.cast(blk, pl.INDEX), N, BLOCKS):
                dst = pl.cast(pl.read(rows, [g]), pl.INDEX)
                alt = pl.cast(pl.read(rows, [g]) + 1, pl.INDEX)
                pl.write(out, [dst], pl.cast(g, pl.INT32))
                pl.write(out, [alt], pl.cast(g, pl.INT32))
        return out

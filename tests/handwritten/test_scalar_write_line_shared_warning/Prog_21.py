# tests/ut/ir/transforms/test_scalar_write_line_shared_warning.py::TestSingleInstanceIsExempt::test_incore_scope_with_runtime_index_is_silent (hand-written)
import pypto.language as pl

N = 64


@pl.program
class Prog:
    @pl.function
    def main(
        self, rows: pl.Tensor[[N], pl.INT32], out: pl.Out[pl.Tensor[[N], pl.INT32]]
    ) -> pl.Tensor[[N], pl.INT32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            for g in pl.range(N):
                dst = pl.cast(pl.read(rows, [g]), pl.INDEX)
                pl.write(out, [dst], pl.cast(g, pl.INT32))
        return out

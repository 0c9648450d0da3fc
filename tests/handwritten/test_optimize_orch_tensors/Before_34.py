# tests/ut/ir/transforms/test_optimize_orch_tensors.py::TestOutWindowExternalizer::test_windowable_writer_blocked_by_unwindowable_full_out_sibling (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def init_row(
        self,
        out: pl.Out[pl.Tensor[[4, 16], pl.INT32]],
        row: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[4, 16], pl.INT32]:
        invalid: pl.Tile[[1, 16], pl.INT32] = pl.tile.full([1, 16], dtype=pl.INT32, value=-1)
        result: pl.Tensor[[4, 16], pl.INT32] = pl.tile.store(invalid, [row, 0], out)
        return result

    @pl.function(type=pl.FunctionType.InCore)
    def write_prefix(
        self,
        out: pl.Out[pl.Tensor[[4, 16], pl.INT32]],
        row: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[4, 16], pl.INT32]:
        value: pl.Scalar[pl.INT32] = pl.cast(row, target_type=pl.INT32)
        pl.write(out, [row, 0], value)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        out: pl.Out[pl.Tensor[[4, 16], pl.INT32]],
    ) -> pl.Tensor[[4, 16], pl.INT32]:
        for row, (out_iter,) in pl.parallel(4, init_values=(out,)):
            init_next: pl.Tensor[[4, 16], pl.INT32] = self.init_row(out_iter, row)
            write_next: pl.Tensor[[4, 16], pl.INT32] = self.write_prefix(init_next, row)
            out_rv = pl.yield_(write_next)
        return out_rv

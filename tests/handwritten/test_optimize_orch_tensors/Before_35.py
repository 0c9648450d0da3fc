# tests/ut/ir/transforms/test_optimize_orch_tensors.py::TestOutWindowExternalizer::test_loop_return_alias_full_writer_blocks_prior_windowable_sibling (hand-written)
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
    def full_overwrite(
        self,
        out: pl.Out[pl.Tensor[[4, 16], pl.INT32]],
    ) -> pl.Tensor[[4, 16], pl.INT32]:
        value: pl.Tile[[4, 16], pl.INT32] = pl.tile.full([4, 16], dtype=pl.INT32, value=1)
        result: pl.Tensor[[4, 16], pl.INT32] = pl.tile.store(value, [0, 0], out)
        return result

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        out: pl.Out[pl.Tensor[[4, 16], pl.INT32]],
    ) -> pl.Tensor[[4, 16], pl.INT32]:
        init_next: pl.Tensor[[4, 16], pl.INT32] = self.init_row(out, 0)
        for _, (out_iter,) in pl.range(1, init_values=(init_next,)):
            out_rv = pl.yield_(out_iter)
        result: pl.Tensor[[4, 16], pl.INT32] = self.full_overwrite(out_rv)
        return result

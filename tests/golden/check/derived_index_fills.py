# ptoc: check --backend 910B
# The inputs check derives from the ops that read them: `logical` and `table` of the
# kernel are pl.paged_gather's indices (bound: 8 table entries * block_size 4 = 32) and
# block table (bound: 32 pool rows / block_size 4 = 8); the orchestration passes its
# `idx` and `bt` there, so they get the same fills through the call, names aside;
# `index` is the index of two gathers, along dim 0 of a [3, 5] source and dim 1 of a
# [2, 4] slice of it: the smaller range, [0, 3), serves both.  A slice of `at` is the
# row index of pl.tensor.scatter_update into the 6 rows of `flat`: the view is followed
# back to `at`, [0, 6).  The other tensors are data.
import pypto.language as pl


@pl.program
class DerivedIndexFills:
    @pl.function(type=pl.FunctionType.InCore)
    def pick(
        self,
        pool: pl.Tensor[[32, 16], pl.FP32],
        logical: pl.Tensor[[16], pl.INT32],
        table: pl.Tensor[[8], pl.INT32],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        out = pl.paged_gather(pool, logical, table, block_size=4, size=16, max_indices=16)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        pool: pl.Tensor[[32, 16], pl.FP32],
        idx: pl.Tensor[[16], pl.INT32],
        bt: pl.Tensor[[8], pl.INT32],
        src: pl.Tensor[[3, 5], pl.FP32],
        index: pl.Tensor[[2, 4], pl.INT32],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
        rows: pl.Out[pl.Tensor[[2, 4], pl.FP32]],
        window: pl.Out[pl.Tensor[[2, 4], pl.FP32]],
        flat: pl.InOut[pl.Tensor[[6, 8], pl.FP32]],
        at: pl.Tensor[[2, 4], pl.INT32],
        rows_src: pl.Tensor[[4, 8], pl.FP32],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        r = self.pick(pool, idx, bt)
        out = pl.assemble(out, r, [0, 0])
        by_row = pl.tensor.gather(src, 0, index)
        rows = pl.assemble(rows, by_row, [0, 0])
        part = pl.slice(src, [2, 4], [1, 1])
        in_part = pl.gather(part, 1, index)
        window = pl.assemble(window, in_part, [0, 0])
        at_part = pl.slice(at, [2, 2], [0, 1])
        flat = pl.tensor.scatter_update(flat, at_part, rows_src, dim=-2)
        return out

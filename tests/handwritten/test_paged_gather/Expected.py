# tests/ut/ir/transforms/test_paged_gather.py::test_paged_gather_lowers_to_scalar_per_row_l1_loop (hand-written)
import pypto.language as pl

space = pl.MemorySpace.Mat
rows = 16
max_indices = 16
src_dtype = pl.FP16
out_shape = [max_indices, 128]


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        src: pl.Tensor[[256, 128], src_dtype],
        idx: pl.Tensor[[rows], pl.INT32],
        bt: pl.Tensor[[8], pl.INT32],
        ret_out: pl.Out[pl.Tensor[out_shape, src_dtype]],
    ) -> pl.Tensor[out_shape, src_dtype]:
        # Loop bound is the runtime index count; the accumulator stays static.
        pg_rows: pl.Scalar[pl.INDEX] = pl.tensor.dim(idx, 0)
        # Tile locals are left unannotated: a Tile annotation only accepts a
        # literal ``pl.Mem.<space>``, not the ``space`` parameter. The memory
        # space still reaches the IR through the ``target_memory`` kwarg.
        acc = pl.tile.create(out_shape, dtype=src_dtype, target_memory=space)
        for pg_i, (acc_iter,) in pl.range(pg_rows, init_values=(acc,)):
            # Only index/page-table metadata is scalar-read from GM.
            idx_raw: pl.Scalar[pl.INT32] = pl.tensor.read(idx, [pg_i])
            pg_idx: pl.Scalar[pl.INDEX] = pl.cast(idx_raw, target_type=pl.INDEX)
            pg_blk: pl.Scalar[pl.INDEX] = pg_idx // 128
            pg_rem: pl.Scalar[pl.INDEX] = pg_idx % 128
            pblk_raw: pl.Scalar[pl.INT32] = pl.tensor.read(bt, [pg_blk])
            pg_pblk: pl.Scalar[pl.INDEX] = pl.cast(pblk_raw, target_type=pl.INDEX)
            pg_phys: pl.Scalar[pl.INDEX] = pg_pblk * 128 + pg_rem
            # Bulk KV goes GM->on-chip straight into the accumulator sub-region.
            pg_row = pl.tile.gather_row(acc_iter, src, [pg_i, 0], [pg_phys, 0], [1, 128], transpose=False)
            pg_res = pl.yield_(pg_row)
        out_tile = pg_res
        ret_store: pl.Tensor[out_shape, src_dtype] = pl.tile.store(out_tile, [0, 0], ret_out)
        return ret_store

    @pl.function
    def main(
        self,
        src: pl.Tensor[[256, 128], src_dtype],
        idx: pl.Tensor[[rows], pl.INT32],
        bt: pl.Tensor[[8], pl.INT32],
    ) -> pl.Tensor[out_shape, src_dtype]:
        ret_out: pl.Tensor[out_shape, src_dtype] = pl.tensor.create(
            out_shape, dtype=src_dtype, layout=pl.TensorLayout.ND
        )
        r: pl.Tensor[out_shape, src_dtype] = self.kernel(src, idx, bt, ret_out)
        return r

# tests/ut/ir/transforms/test_paged_gather.py::test_paged_gather_transpose_swaps_output_and_load (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        src: pl.Tensor[[256, 128], pl.FP16],
        idx: pl.Tensor[[16], pl.INT32],
        bt: pl.Tensor[[8], pl.INT32],
        ret_out: pl.Out[pl.Tensor[[128, 16], pl.FP16]],
    ) -> pl.Tensor[[128, 16], pl.FP16]:
        pg_rows: pl.Scalar[pl.INDEX] = pl.tensor.dim(idx, 0)
        # Accumulator is [size, max_indices] when transposed.
        acc: pl.Tile[[128, 16], pl.FP16, pl.Mem.Mat] = pl.tile.create(
            [128, 16], dtype=pl.FP16, target_memory=pl.Mem.Mat
        )
        for pg_i, (acc_iter,) in pl.range(pg_rows, init_values=(acc,)):
            idx_raw: pl.Scalar[pl.INT32] = pl.tensor.read(idx, [pg_i])
            pg_idx: pl.Scalar[pl.INDEX] = pl.cast(idx_raw, target_type=pl.INDEX)
            pg_blk: pl.Scalar[pl.INDEX] = pg_idx // 128
            pg_rem: pl.Scalar[pl.INDEX] = pg_idx % 128
            pblk_raw: pl.Scalar[pl.INT32] = pl.tensor.read(bt, [pg_blk])
            pg_pblk: pl.Scalar[pl.INDEX] = pl.cast(pblk_raw, target_type=pl.INDEX)
            pg_phys: pl.Scalar[pl.INDEX] = pg_pblk * 128 + pg_rem
            # Row written as a column at destination offset [0, i].
            pg_row: pl.Tile[[128, 16], pl.FP16, pl.Mem.Mat] = pl.tile.gather_row(
                acc_iter, src, [0, pg_i], [pg_phys, 0], [1, 128], transpose=True
            )
            pg_res = pl.yield_(pg_row)
        out_tile: pl.Tile[[128, 16], pl.FP16, pl.Mem.Mat] = pg_res
        ret_store: pl.Tensor[[128, 16], pl.FP16] = pl.tile.store(out_tile, [0, 0], ret_out)
        return ret_store

    @pl.function
    def main(
        self,
        src: pl.Tensor[[256, 128], pl.FP16],
        idx: pl.Tensor[[16], pl.INT32],
        bt: pl.Tensor[[8], pl.INT32],
    ) -> pl.Tensor[[128, 16], pl.FP16]:
        ret_out: pl.Tensor[[128, 16], pl.FP16] = pl.tensor.create(
            [128, 16], dtype=pl.FP16, layout=pl.TensorLayout.ND
        )
        r: pl.Tensor[[128, 16], pl.FP16] = self.kernel(src, idx, bt, ret_out)
        return r

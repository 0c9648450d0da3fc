# ptoc: compile --backend 950 --no-emit-loc
# The reference's test_post_outline_kv_descending_loop_aggregate_shape_rewrites (its Before
# program): pl.range(ob_chunk + 3, ob_chunk - 1, -1) in an InCore kernel.  scf.for takes a
# positive step, so the loop counts the negated index up, from -(ob_chunk + 3) to
# -(ob_chunk - 1) by 1, and the body opens with ob = 0 - j.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def k_proj(
        self,
        k_out: pl.Out[pl.Tensor[[16, 512], pl.FP32]],
        ob_chunk: pl.Scalar[pl.INDEX],
        normed_tile: pl.Tensor[[16, 512], pl.BF16],
        wk: pl.Tensor[[512, 512], pl.BF16],
    ) -> pl.Tensor[[16, 512], pl.FP32]:
        for ob, (k_iter,) in pl.range(ob_chunk + 3, ob_chunk - 1, -1, init_values=(k_out,)):
            kv0: pl.Scalar[pl.INDEX] = ob * 64
            tile_a: pl.Tile[[16, 128], pl.BF16] = pl.tile.load(
                normed_tile, [0, 0], [16, 128], [16, 128]
            )
            tile_wk: pl.Tile[[128, 64], pl.BF16] = pl.tile.load(wk, [0, kv0], [128, 64], [128, 64])
            k_acc: pl.Tile[[16, 64], pl.FP32] = pl.tile.matmul(tile_a, tile_wk)
            k_next: pl.Tensor[[16, 512], pl.FP32] = pl.tile.store(k_acc, [0, kv0], k_iter)
            k_rv = pl.yield_(k_next)
        return k_rv

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        normed_tile: pl.Tensor[[16, 512], pl.BF16],
        wk: pl.Tensor[[512, 512], pl.BF16],
        k_out: pl.Out[pl.Tensor[[16, 512], pl.FP32]],
    ) -> pl.Tensor[[16, 512], pl.FP32]:
        for ob_chunk, (k_iter,) in pl.range(0, 8, 4, init_values=(k_out,)):
            k_next: pl.Tensor[[16, 512], pl.FP32] = self.k_proj(k_iter, ob_chunk, normed_tile, wk)
            k_rv = pl.yield_(k_next)
        return k_rv

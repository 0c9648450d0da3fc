# tests/ut/ir/transforms/test_optimize_orch_tensors.py::TestOutWindowExternalizer::test_post_outline_kv_dynamic_start_aggregate_shape_rewrites (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kv_proj(
        self,
        k_proj: pl.Out[pl.Tensor[[16, 512], pl.FP32]],
        v_proj: pl.Out[pl.Tensor[[16, 512], pl.FP32]],
        ob_chunk: pl.Scalar[pl.INDEX],
        normed_tile: pl.Tensor[[16, 512], pl.BF16],
        wk: pl.Tensor[[512, 512], pl.BF16],
        wv: pl.Tensor[[512, 512], pl.BF16],
    ) -> tuple[pl.Tensor[[16, 512], pl.FP32], pl.Tensor[[16, 512], pl.FP32]]:
        for ob, (k_proj_iter, v_proj_iter) in pl.range(
            ob_chunk, ob_chunk + 4, init_values=(k_proj, v_proj)
        ):
            kv0: pl.Scalar[pl.INDEX] = ob * 64
            tile_a: pl.Tile[[16, 128], pl.BF16] = pl.tile.load(
                normed_tile, [0, 0], [16, 128], [16, 128]
            )
            tile_wk: pl.Tile[[128, 64], pl.BF16] = pl.tile.load(wk, [0, kv0], [128, 64], [128, 64])
            k_acc: pl.Tile[[16, 64], pl.FP32] = pl.tile.matmul(tile_a, tile_wk)
            k_proj_next: pl.Tensor[[16, 512], pl.FP32] = pl.tile.store(k_acc, [0, kv0], k_proj_iter)

            tile_wv: pl.Tile[[128, 64], pl.BF16] = pl.tile.load(wv, [0, kv0], [128, 64], [128, 64])
            v_acc: pl.Tile[[16, 64], pl.FP32] = pl.tile.matmul(tile_a, tile_wv)
            v_proj_next: pl.Tensor[[16, 512], pl.FP32] = pl.tile.store(v_acc, [0, kv0], v_proj_iter)
            k_proj_rv, v_proj_rv = pl.yield_(k_proj_next, v_proj_next)
        return k_proj_rv, v_proj_rv

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        normed_tile: pl.Tensor[[16, 512], pl.BF16],
        wk: pl.Tensor[[512, 512], pl.BF16],
        wv: pl.Tensor[[512, 512], pl.BF16],
        k_proj: pl.Out[pl.Tensor[[16, 512], pl.FP32]],
        v_proj: pl.Out[pl.Tensor[[16, 512], pl.FP32]],
    ) -> tuple[pl.Tensor[[16, 512], pl.FP32], pl.Tensor[[16, 512], pl.FP32]]:
        for ob_chunk, (k_proj_iter, v_proj_iter) in pl.range(0, 8, 4, init_values=(k_proj, v_proj)):
            result: tuple[pl.Tensor[[16, 512], pl.FP32], pl.Tensor[[16, 512], pl.FP32]] = (
                self.kv_proj(k_proj_iter, v_proj_iter, ob_chunk, normed_tile, wk, wv)
            )
            k_proj_next: pl.Tensor[[16, 512], pl.FP32] = result[0]
            v_proj_next: pl.Tensor[[16, 512], pl.FP32] = result[1]
            k_proj_rv, v_proj_rv = pl.yield_(k_proj_next, v_proj_next)
        return k_proj_rv, v_proj_rv

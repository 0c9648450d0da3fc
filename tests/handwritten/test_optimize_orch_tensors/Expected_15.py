# tests/ut/ir/transforms/test_optimize_orch_tensors.py::TestOutWindowExternalizer::test_post_outline_kv_descending_loop_aggregate_shape_rewrites (hand-written)
import pypto.language as pl


@pl.program
class Expected:
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
            tile_a: pl.Tile[[16, 128], pl.BF16, pl.Mem.Vec] = pl.tile.load(
                normed_tile, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec, transpose=False
            )
            tile_wk: pl.Tile[[128, 64], pl.BF16, pl.Mem.Vec] = pl.tile.load(
                wk, [0, kv0], [128, 64], [128, 64], target_memory=pl.Mem.Vec, transpose=False
            )
            k_acc: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(tile_a, tile_wk)
            k_next = pl.tile.store(k_acc, [0, kv0], k_iter)
            k_rv = pl.yield_(k_next)
        return k_rv

    @pl.function(type=pl.FunctionType.InCore)
    def k_proj__windowed(
        self,
        k_out: pl.Out[
            pl.Tensor[[16, 256], pl.FP32, pl.TensorView(stride=[512, 1], layout=pl.TensorLayout.ND)]
        ],
        ob_chunk: pl.Scalar[pl.INDEX],
        normed_tile: pl.Tensor[[16, 512], pl.BF16],
        wk: pl.Tensor[[512, 512], pl.BF16],
    ) -> pl.Tensor[[16, 256], pl.FP32, pl.TensorView(stride=[512, 1], layout=pl.TensorLayout.ND)]:
        for ob, (k_iter,) in pl.range(ob_chunk + 3, ob_chunk - 1, -1, init_values=(k_out,)):
            kv0: pl.Scalar[pl.INDEX] = ob * 64
            tile_a: pl.Tile[[16, 128], pl.BF16, pl.Mem.Vec] = pl.tile.load(
                normed_tile, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec, transpose=False
            )
            tile_wk: pl.Tile[[128, 64], pl.BF16, pl.Mem.Vec] = pl.tile.load(
                wk, [0, kv0], [128, 64], [128, 64], target_memory=pl.Mem.Vec, transpose=False
            )
            k_acc: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(tile_a, tile_wk)
            k_next: pl.Tensor[
                [16, 256], pl.FP32, pl.TensorView(stride=[512, 1], layout=pl.TensorLayout.ND)
            ] = pl.tile.store(k_acc, [0, kv0 - ob_chunk * 64], k_iter)
            k_rv: pl.Tensor[
                [16, 256], pl.FP32, pl.TensorView(stride=[512, 1], layout=pl.TensorLayout.ND)
            ] = pl.yield_(k_next)
        return k_rv

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        normed_tile: pl.Tensor[[16, 512], pl.BF16],
        wk: pl.Tensor[[512, 512], pl.BF16],
        k_out: pl.Out[pl.Tensor[[16, 512], pl.FP32]],
    ) -> pl.Tensor[[16, 512], pl.FP32]:
        for ob_chunk, (k_iter,) in pl.range(0, 8, 4, init_values=(k_out,)):
            k_iter__window = pl.tensor.slice(k_iter, [16, 256], [0, ob_chunk * 64])
            k_next__windowed: pl.Tensor[
                [16, 256], pl.FP32, pl.TensorView(stride=[512, 1], layout=pl.TensorLayout.ND)
            ] = self.k_proj__windowed(k_iter__window, ob_chunk, normed_tile, wk)
            k_next = pl.tensor.assemble(k_iter, k_next__windowed, [0, ob_chunk * 64])
            k_rv = pl.yield_(k_next)
        return k_rv

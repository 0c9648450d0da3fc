# tests/ut/ir/transforms/test_auto_tile_matmul_l0.py::TestAutoTileMatmulL0ExistingPipelineDbC::test_int32_physical_rows_gate_pipeline_double_buffer_capacity (hand-written)
import pypto.language as pl

tile_n = 768
width = 4 * tile_n


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        q: pl.Tensor[[16, 32], pl.INT8],
        b: pl.Tensor[[32, width], pl.INT8],
        out: pl.Out[pl.Tensor[[16, width], pl.INT32]],
    ) -> pl.Tensor[[16, width], pl.INT32]:
        q_mat: pl.Tile[[16, 32], pl.INT8, pl.Mem.Mat] = pl.tile.load(
            q, [0, 0], [16, 32], target_memory=pl.Mem.Mat
        )
        q_l0: pl.Tile[[16, 32], pl.INT8, pl.Mem.Left] = pl.tile.move(q_mat, target_memory=pl.Mem.Left)
        b_mat: pl.Tile[[32, width], pl.INT8, pl.Mem.Mat] = pl.tile.load(
            b, [0, 0], [32, width], target_memory=pl.Mem.Mat
        )
        for ni, (out_i,) in pl.pipeline(0, width, tile_n, stage=2, init_values=(out,)):
            b_l0: pl.Tile[[32, tile_n], pl.INT8, pl.Mem.Right] = pl.tile.extract(
                b_mat, 0, ni, [32, tile_n], target_memory=pl.Mem.Right
            )
            c: pl.Tile[[16, tile_n], pl.INT32, pl.Mem.Acc] = pl.tile.matmul(q_l0, b_l0)
            out_s: pl.Tensor[[16, width], pl.INT32] = pl.tile.store(c, [0, ni], out_i)
            out_r = pl.yield_(out_s)
        return out_r

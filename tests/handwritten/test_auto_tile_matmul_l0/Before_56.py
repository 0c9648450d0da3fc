# tests/ut/ir/transforms/test_auto_tile_matmul_l0.py::TestAutoTileMatmulL0ExistingPipelineDbC::test_deeper_pipeline_keeps_two_accumulators_and_chunks_the_drain_schedule (hand-written)
import pypto.language as pl

stacks = 4
tile_m = 16
tile_n = 32
inner_stage = 3
width = 384
total_m = stacks * tile_m


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        q: pl.Tensor[[tile_m, 128], pl.BF16],
        b: pl.Tensor[[stacks * 128, width], pl.BF16],
        out: pl.Out[pl.Tensor[[total_m, width], pl.FP32]],
    ) -> pl.Tensor[[total_m, width], pl.FP32]:
        q_mat: pl.Tile[[tile_m, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(
            q, [0, 0], [tile_m, 128], target_memory=pl.Mem.Mat
        )
        q_l0: pl.Tile[[tile_m, 128], pl.BF16, pl.Mem.Left] = pl.tile.extract(
            q_mat, 0, 0, [tile_m, 128], target_memory=pl.Mem.Left
        )
        for stack, (out_o,) in pl.pipeline(0, stacks, 1, stage=2, init_values=(out,)):
            b_mat: pl.Tile[[128, width], pl.BF16, pl.Mem.Mat] = pl.tile.load(
                b, [stack * 128, 0], [128, width], target_memory=pl.Mem.Mat
            )
            for ni, (out_i,) in pl.pipeline(
                0, width, tile_n, stage=inner_stage, init_values=(out_o,)
            ):
                b_l0: pl.Tile[[128, tile_n], pl.BF16, pl.Mem.Right] = pl.tile.extract(
                    b_mat, 0, ni, [128, tile_n], target_memory=pl.Mem.Right
                )
                c_l0: pl.Tile[[tile_m, tile_n], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(q_l0, b_l0)
                out_s: pl.Tensor[[total_m, width], pl.FP32] = pl.store(
                    c_l0, [stack * tile_m, ni], out_i
                )
                out_iy = pl.yield_(out_s)
            out_oy = pl.yield_(out_iy)
        return out_oy

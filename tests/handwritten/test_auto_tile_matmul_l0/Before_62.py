# tests/ut/ir/transforms/test_auto_tile_matmul_l0.py::TestAutoTileMatmulL0ExistingPipelineDbC::test_applies_path_specific_mat_scratch_profitability (hand-written)
import pypto.language as pl

tile_n = 128
tile_m = 32
trips = 8
width = trips * tile_n


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        q: pl.Tensor[[tile_m, 128], pl.BF16],
        b: pl.Tensor[[128, width], pl.BF16],
    ) -> pl.Tile[[tile_m, width], pl.BF16, pl.Mem.Mat]:
        q_mat: pl.Tile[[tile_m, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(
            q, [0, 0], [tile_m, 128], target_memory=pl.Mem.Mat
        )
        q_l0: pl.Tile[[tile_m, 128], pl.BF16, pl.Mem.Left] = pl.tile.move(
            q_mat, target_memory=pl.Mem.Left
        )
        b_mat: pl.Tile[[128, width], pl.BF16, pl.Mem.Mat] = pl.tile.load(
            b, [0, 0], [128, width], target_memory=pl.Mem.Mat
        )
        scratch: pl.Tile[[tile_m, width], pl.BF16, pl.Mem.Mat] = pl.tile.create(
            [tile_m, width], dtype=pl.BF16, target_memory=pl.Mem.Mat
        )
        for ni, (scratch_i,) in pl.pipeline(0, width, tile_n, stage=2, init_values=(scratch,)):
            b_l0: pl.Tile[[128, tile_n], pl.BF16, pl.Mem.Right] = pl.tile.extract(
                b_mat, 0, ni, [128, tile_n], target_memory=pl.Mem.Right
            )
            c: pl.Tile[[tile_m, tile_n], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(q_l0, b_l0)
            scratch_s: pl.Tile[[tile_m, width], pl.BF16, pl.Mem.Mat] = pl.tile.assemble(
                scratch_i, c, [0, ni]
            )
            scratch_r = pl.yield_(scratch_s)
        return scratch_r

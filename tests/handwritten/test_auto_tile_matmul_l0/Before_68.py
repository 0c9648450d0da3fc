# tests/ut/ir/transforms/test_auto_tile_matmul_l0.py::TestAutoTileMatmulL0ExistingPipelineDbC::test_marks_pipeline_with_moving_left_operand (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[512, 128], pl.BF16],
        b: pl.Tensor[[128, 16], pl.BF16],
        out: pl.Out[pl.Tensor[[512, 16], pl.FP32]],
    ) -> pl.Tensor[[512, 16], pl.FP32]:
        a_mat: pl.Tile[[512, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(
            a, [0, 0], [512, 128], target_memory=pl.Mem.Mat
        )
        b_mat: pl.Tile[[128, 16], pl.BF16, pl.Mem.Mat] = pl.tile.load(
            b, [0, 0], [128, 16], target_memory=pl.Mem.Mat
        )
        b_l0: pl.Tile[[128, 16], pl.BF16, pl.Mem.Right] = pl.tile.move(
            b_mat, target_memory=pl.Mem.Right
        )
        for mi, (out_i,) in pl.pipeline(0, 512, 128, stage=2, init_values=(out,)):
            a_l0: pl.Tile[[128, 128], pl.BF16, pl.Mem.Left] = pl.tile.extract(
                a_mat, mi, 0, [128, 128], target_memory=pl.Mem.Left
            )
            c: pl.Tile[[128, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_l0, b_l0)
            out_s: pl.Tensor[[512, 16], pl.FP32] = pl.store(c, [mi, 0], out_i)
            out_r = pl.yield_(out_s)
        return out_r

# tests/ut/ir/transforms/test_auto_tile_matmul_l0.py::TestAutoTileMatmulL0ExistingPipelineDbC::test_does_not_make_independent_matmuls_compete_for_half_l0c (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        q0: pl.Tensor[[16, 128], pl.BF16],
        q1: pl.Tensor[[16, 128], pl.BF16],
        b: pl.Tensor[[128, 512], pl.BF16],
        out0: pl.Out[pl.Tensor[[16, 512], pl.FP32]],
        out1: pl.Out[pl.Tensor[[16, 512], pl.FP32]],
    ) -> tuple[pl.Tensor[[16, 512], pl.FP32], pl.Tensor[[16, 512], pl.FP32]]:
        q0_mat: pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(
            q0, [0, 0], [16, 128], target_memory=pl.Mem.Mat
        )
        q0_l0: pl.Tile[[16, 128], pl.BF16, pl.Mem.Left] = pl.tile.move(
            q0_mat, target_memory=pl.Mem.Left
        )
        q1_mat: pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(
            q1, [0, 0], [16, 128], target_memory=pl.Mem.Mat
        )
        q1_l0: pl.Tile[[16, 128], pl.BF16, pl.Mem.Left] = pl.tile.move(
            q1_mat, target_memory=pl.Mem.Left
        )
        b_mat: pl.Tile[[128, 512], pl.BF16, pl.Mem.Mat] = pl.tile.load(
            b, [0, 0], [128, 512], target_memory=pl.Mem.Mat
        )
        for ni, (out0_i, out1_i) in pl.pipeline(0, 512, 128, stage=2, init_values=(out0, out1)):
            b_l0: pl.Tile[[128, 128], pl.BF16, pl.Mem.Right] = pl.tile.extract(
                b_mat, 0, ni, [128, 128], target_memory=pl.Mem.Right
            )
            c0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(q0_l0, b_l0)
            out0_s: pl.Tensor[[16, 512], pl.FP32] = pl.store(c0, [0, ni], out0_i)
            c1: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(q1_l0, b_l0)
            out1_s: pl.Tensor[[16, 512], pl.FP32] = pl.store(c1, [0, ni], out1_i)
            out0_rv, out1_rv = pl.yield_(out0_s, out1_s)
        return out0_rv, out1_rv

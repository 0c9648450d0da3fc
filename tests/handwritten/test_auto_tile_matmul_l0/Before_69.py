# tests/ut/ir/transforms/test_auto_tile_matmul_l0.py::TestAutoTileMatmulL0ExistingPipelineDbC::test_rejects_loop_carried_matmul_operand (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        q: pl.Tensor[[16, 128], pl.BF16],
        b: pl.Tensor[[128, 512], pl.BF16],
        out: pl.Out[pl.Tensor[[16, 512], pl.FP32]],
    ) -> pl.Tensor[[16, 512], pl.FP32]:
        q_mat: pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(
            q, [0, 0], [16, 128], target_memory=pl.Mem.Mat
        )
        q_l0: pl.Tile[[16, 128], pl.BF16, pl.Mem.Left] = pl.tile.move(
            q_mat, target_memory=pl.Mem.Left
        )
        b_mat: pl.Tile[[128, 512], pl.BF16, pl.Mem.Mat] = pl.tile.load(
            b, [0, 0], [128, 512], target_memory=pl.Mem.Mat
        )
        for ni, (q_i, out_i) in pl.pipeline(0, 512, 128, stage=2, init_values=(q_l0, out)):
            b_l0: pl.Tile[[128, 128], pl.BF16, pl.Mem.Right] = pl.tile.extract(
                b_mat, 0, ni, [128, 128], target_memory=pl.Mem.Right
            )
            c: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(q_i, b_l0)
            out_s: pl.Tensor[[16, 512], pl.FP32] = pl.store(c, [0, ni], out_i)
            _q_r, out_r = pl.yield_(q_i, out_s)
        return out_r

# tests/ut/ir/transforms/test_auto_tile_matmul_l0.py::TestAutoTileMatmulL0MNTiling::test_a_stationary_single_buffers_held_operand (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        lhs: pl.Tensor[[256, 128], pl.BF16],
        rhs: pl.Tensor[[128, 544], pl.BF16],
        out: pl.Out[pl.Tensor[[256, 544], pl.FP32]],
    ) -> pl.Tensor[[256, 544], pl.FP32]:
        lhs_mat: pl.Tile[[256, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(
            lhs, [0, 0], [256, 128], target_memory=pl.Mem.Mat
        )
        rhs_mat: pl.Tile[[128, 544], pl.BF16, pl.Mem.Mat] = pl.tile.load(
            rhs, [0, 0], [128, 544], target_memory=pl.Mem.Mat
        )
        # Sequential outer (M) loop holds the single-buffered A panel (full L0A).
        for mo, (out_o,) in pl.range(0, 256, 256, init_values=(out,)):
            a_held: pl.Tile[[256, 128], pl.BF16, pl.Mem.Left] = pl.tile.extract(
                lhs_mat, mo, 0, [256, 128], target_memory=pl.Mem.Left
            )
            # Pipelined inner (N) loop over the 4 full 128-wide blocks; B double-buffered.
            for ni, (out_i,) in pl.pipeline(
                0, 512, 128, stage=2, init_values=(out_o,), attrs={"pipeline_overlap_stores": False}
            ):
                b_mov: pl.Tile[[128, 128], pl.BF16, pl.Mem.Right] = pl.tile.extract(
                    rhs_mat, 0, ni, [128, 128], target_memory=pl.Mem.Right
                )
                c_sub: pl.Tile[[256, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_held, b_mov)
                out_s: pl.Tensor[[256, 544], pl.FP32] = pl.store(c_sub, [mo, ni], out_i)
                out_iy = pl.yield_(out_s)
            out_oy = pl.yield_(out_iy)
        # N-boundary peel: the last 32-wide block (544 = 4*128 + 32), straight-line.
        a_peel: pl.Tile[[256, 128], pl.BF16, pl.Mem.Left] = pl.tile.extract(
            lhs_mat, 0, 0, [256, 128], target_memory=pl.Mem.Left
        )
        b_peel: pl.Tile[[128, 32], pl.BF16, pl.Mem.Right] = pl.tile.extract(
            rhs_mat, 0, 512, [128, 32], target_memory=pl.Mem.Right
        )
        c_peel: pl.Tile[[256, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_peel, b_peel)
        out_peel: pl.Tensor[[256, 544], pl.FP32] = pl.store(c_peel, [0, 512], out_oy)
        return out_peel

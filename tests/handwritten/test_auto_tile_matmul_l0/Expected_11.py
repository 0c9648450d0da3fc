# tests/ut/ir/transforms/test_auto_tile_matmul_l0.py::TestAutoTileMatmulL0MNTiling::test_b_stationary_single_buffers_held_operand (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        lhs: pl.Tensor[[192, 64], pl.BF16],
        rhs: pl.Tensor[[64, 512], pl.BF16],
        out: pl.Out[pl.Tensor[[192, 512], pl.FP32]],
    ) -> pl.Tensor[[192, 512], pl.FP32]:
        lhs_mat: pl.Tile[[192, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(
            lhs, [0, 0], [192, 64], target_memory=pl.Mem.Mat
        )
        rhs_mat: pl.Tile[[64, 512], pl.BF16, pl.Mem.Mat] = pl.tile.load(
            rhs, [0, 0], [64, 512], target_memory=pl.Mem.Mat
        )
        # Sequential outer (N) loop holds the single-buffered B panel (full L0B).
        for no, (out_o,) in pl.range(0, 512, 512, init_values=(out,)):
            b_held: pl.Tile[[64, 512], pl.BF16, pl.Mem.Right] = pl.tile.extract(
                rhs_mat, 0, no, [64, 512], target_memory=pl.Mem.Right
            )
            # Pipelined inner (M) loop streams A double-buffered over 3 m-blocks.
            for mi, (out_i,) in pl.pipeline(
                0, 192, 64, stage=2, init_values=(out_o,), attrs={"pipeline_overlap_stores": False}
            ):
                a_mov: pl.Tile[[64, 64], pl.BF16, pl.Mem.Left] = pl.tile.extract(
                    lhs_mat, mi, 0, [64, 64], target_memory=pl.Mem.Left
                )
                c_sub: pl.Tile[[64, 512], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_mov, b_held)
                out_s: pl.Tensor[[192, 512], pl.FP32] = pl.store(c_sub, [mi, no], out_i)
                out_iy = pl.yield_(out_s)
            out_oy = pl.yield_(out_iy)
        return out_oy

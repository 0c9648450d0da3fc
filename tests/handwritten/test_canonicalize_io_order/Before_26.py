# tests/ut/ir/transforms/test_canonicalize_io_order.py::TestCrossCorePipeline::test_consumer_only_l0_move_defers_to_consumer (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(strict_ssa=True)
    def main(
        self,
        q: pl.Tensor[[32, 64], pl.FP32],
        vt: pl.Tensor[[128, 64], pl.FP32],
        out: pl.Tensor[[32, 64], pl.FP32],
    ):
        for i in pl.pipeline(0, 2, 1, stage=1):
            q0: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(q, [0, 0], [16, 64])
            rs0: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(q0, q0)
            pl.tile.tpush_to_aiv(rs0, split=0)
            v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Mat] = pl.tile.load(
                vt, [0, 0], [64, 64], target_memory=pl.Mem.Mat
            )
            e0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Left] = pl.tile.tpop_from_aiv(split=0)
            v_right0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Right] = pl.tile.move(
                v0, target_memory=pl.Mem.Right
            )
            oi0: pl.Tile[[16, 64], pl.FP32] = pl.tile.matmul(e0, v_right0)
            pl.tile.store(oi0, [0, 0], out)
            q1: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(q, [16, 0], [16, 64])
            rs1: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(q1, q1)
            pl.tile.tpush_to_aiv(rs1, split=0)
            v1: pl.Tile[[64, 64], pl.FP32, pl.Mem.Mat] = pl.tile.load(
                vt, [0, 0], [64, 64], target_memory=pl.Mem.Mat
            )
            e1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Left] = pl.tile.tpop_from_aiv(split=0)
            v_right1: pl.Tile[[64, 64], pl.FP32, pl.Mem.Right] = pl.tile.move(
                v1, target_memory=pl.Mem.Right
            )
            oi1: pl.Tile[[16, 64], pl.FP32] = pl.tile.matmul(e1, v_right1)
            pl.tile.store(oi1, [16, 0], out)

# tests/ut/ir/transforms/test_auto_tile_matmul_l0.py::TestAutoTileMatmulL0KOnly::test_two_independent_matmuls_each_remapped (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        lhs0: pl.Tensor[[16, 2048], pl.BF16],
        rhs0: pl.Tensor[[2048, 64], pl.BF16],
        lhs1: pl.Tensor[[16, 2048], pl.BF16],
        rhs1: pl.Tensor[[2048, 64], pl.BF16],
        out0: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
        out1: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]]:
        a0: pl.Tile[[16, 2048], pl.BF16, pl.Mem.Mat] = pl.tile.load(
            lhs0, [0, 0], [16, 2048], target_memory=pl.Mem.Mat
        )
        b0: pl.Tile[[2048, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(
            rhs0, [0, 0], [2048, 64], target_memory=pl.Mem.Mat
        )
        c0_init: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.create(
            [16, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc
        )
        for ko0, (c0_iter,) in pl.pipeline(0, 2048, 256, init_values=(c0_init,), stage=2):
            sa0: pl.Tile[[16, 256], pl.BF16, pl.Mem.Left] = pl.tile.extract(
                a0, 0, ko0, shape=[16, 256], target_memory=pl.Mem.Left
            )
            sb0: pl.Tile[[256, 64], pl.BF16, pl.Mem.Right] = pl.tile.extract(
                b0, ko0, 0, shape=[256, 64], target_memory=pl.Mem.Right
            )
            c0_acc: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(
                c0_iter, sa0, sb0, ko0 == 0
            )
            c0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.yield_(c0_acc)
        out0 = pl.store(c0, [0, 0], out0)
        a1: pl.Tile[[16, 2048], pl.BF16, pl.Mem.Mat] = pl.tile.load(
            lhs1, [0, 0], [16, 2048], target_memory=pl.Mem.Mat
        )
        b1: pl.Tile[[2048, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(
            rhs1, [0, 0], [2048, 64], target_memory=pl.Mem.Mat
        )
        c1_init: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.create(
            [16, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc
        )
        for ko1, (c1_iter,) in pl.pipeline(0, 2048, 256, init_values=(c1_init,), stage=2):
            sa1: pl.Tile[[16, 256], pl.BF16, pl.Mem.Left] = pl.tile.extract(
                a1, 0, ko1, shape=[16, 256], target_memory=pl.Mem.Left
            )
            sb1: pl.Tile[[256, 64], pl.BF16, pl.Mem.Right] = pl.tile.extract(
                b1, ko1, 0, shape=[256, 64], target_memory=pl.Mem.Right
            )
            c1_acc: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(
                c1_iter, sa1, sb1, ko1 == 0
            )
            c1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.yield_(c1_acc)
        out1 = pl.store(c1, [0, 0], out1)
        return out0, out1

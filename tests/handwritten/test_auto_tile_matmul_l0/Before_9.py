# tests/ut/ir/transforms/test_auto_tile_matmul_l0.py::TestAutoTileMatmulL0KOnly::test_two_independent_matmuls_each_remapped (hand-written)
import pypto.language as pl


@pl.program
class Before:
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
        c0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a0, b0)
        out0 = pl.store(c0, [0, 0], out0)
        a1: pl.Tile[[16, 2048], pl.BF16, pl.Mem.Mat] = pl.tile.load(
            lhs1, [0, 0], [16, 2048], target_memory=pl.Mem.Mat
        )
        b1: pl.Tile[[2048, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(
            rhs1, [0, 0], [2048, 64], target_memory=pl.Mem.Mat
        )
        c1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a1, b1)
        out1 = pl.store(c1, [0, 0], out1)
        return out0, out1

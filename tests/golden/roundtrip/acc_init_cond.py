# pypto.program: AccInitCond
import pypto.language as pl

@pl.program
class AccInitCond:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def tensor_matmul_acc(acc: pl.Tensor[[64, 64], pl.FP32], lhs: pl.Tensor[[64, 32], pl.FP16], rhs: pl.Tensor[[32, 64], pl.FP16], k0: pl.Scalar[pl.INDEX]) -> pl.Tensor[[64, 64], pl.FP32]:
        return pl.tensor.matmul_acc(acc, lhs, rhs, init_cond=k0 == 0, a_trans=False, b_trans=False)
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def tile_gemv_acc(acc: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 64])], lhs: pl.Tile[[1, 128], pl.FP16, pl.Mem.Mat], rhs: pl.Tile[[128, 64], pl.FP16, pl.Mem.Mat], k0: pl.Scalar[pl.INDEX]) -> pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 64])]:
        return pl.tile.gemv_acc(acc, lhs, rhs, init_cond=k0 == 0, acc_phase='unspecified')
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def tile_matmul_acc(acc: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc], lhs: pl.Tile[[64, 32], pl.FP16, pl.Mem.Mat], rhs: pl.Tile[[32, 64], pl.FP16, pl.Mem.Mat], k0: pl.Scalar[pl.INDEX]) -> pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc]:
        return pl.tile.matmul_acc(acc, lhs, rhs, k0 == 0)
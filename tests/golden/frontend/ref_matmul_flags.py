# ptoc: print
# The reference's tensor-level matmul builders pass a_trans, b_trans and (for
# matmul) c_matrix_nz always, out_dtype only when given: its printer writes
# `pl.tensor.matmul_acc(acc, lhs, rhs, ..., a_trans=False, b_trans=False)`
# (test_python_printer.py) and every tensor.matmul of its printed test vectors
# carries the three flags; tile.matmul_acc takes its predicate positionally.
import pypto.language as pl


@pl.program
class PredicatedSplitK:
    @pl.function(type=pl.FunctionType.InCore)
    def tensor_acc(self, acc: pl.Tensor[[64, 64], pl.FP32], lhs: pl.Tensor[[64, 32], pl.FP16], rhs: pl.Tensor[[32, 64], pl.FP16]) -> pl.Tensor[[64, 64], pl.FP32]:
        return pl.tensor.matmul_acc(acc, lhs, rhs)

    @pl.function(type=pl.FunctionType.InCore)
    def tile_acc(self, acc: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc], lhs: pl.Tile[[64, 32], pl.FP16, pl.Mem.Mat], rhs: pl.Tile[[32, 64], pl.FP16, pl.Mem.Mat], k0: pl.Scalar[pl.INDEX]) -> pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc]:
        return pl.tile.matmul_acc(acc, lhs, rhs, k0 == 0)

    @pl.function(type=pl.FunctionType.InCore)
    def tensor_mm(self, lhs: pl.Tensor[[64, 32], pl.FP16], rhs: pl.Tensor[[32, 64], pl.FP16]) -> pl.Tensor[[64, 64], pl.FP32]:
        return pl.tensor.matmul(lhs, rhs, out_dtype=pl.FP32)

    @pl.function(type=pl.FunctionType.InCore)
    def tensor_mm_plain(self, lhs: pl.Tensor[[64, 32], pl.FP16], rhs: pl.Tensor[[32, 64], pl.FP16]) -> pl.Tensor[[64, 64], pl.FP16]:
        return pl.matmul(lhs, rhs, b_trans=False)

    @pl.function(type=pl.FunctionType.InCore)
    def bitwise(self, a: pl.Tensor[[128, 128], pl.INT32], b: pl.Tensor[[128, 128], pl.INT32], output: pl.Tensor[[128, 128], pl.INT32]) -> pl.Tensor[[128, 128], pl.INT32]:
        tile_a: pl.Tile[[32, 32], pl.INT32] = pl.load(a, [0, 0], [32, 32])
        tile_b: pl.Tile[[32, 32], pl.INT32] = pl.load(b, [0, 0], [32, 32])
        tile_c: pl.Tile[[32, 32], pl.INT32] = pl.and_(tile_a, tile_b)
        tile_d: pl.Tile[[32, 32], pl.INT32] = pl.or_(tile_c, tile_b)
        return pl.store(tile_d, [0, 0], output)

    @pl.function
    def tbitwise(self, x: pl.Tensor[[128, 128], pl.INT16], mask: pl.Tensor[[128, 128], pl.INT16]) -> pl.Tensor[[128, 128], pl.INT16]:
        masked: pl.Tensor[[128, 128], pl.INT16] = pl.tensor.and_(x, mask)
        merged: pl.Tensor[[128, 128], pl.INT16] = pl.tensor.or_(masked, mask)
        return pl.tensor.not_(merged)

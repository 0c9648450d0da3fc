# ptoc: run --backend 910B --in 0={dir}/atm_valid_rows_numbers_a.npy --in 1={dir}/atm_valid_rows_numbers_b.npy --print 2
# A [512, 768] @ [768, 128] INT8 matmul whose left operand is loaded valid to
# 300 of its 512 rows: AutoTileMatmulL0 tiles the [512, 128] result into two
# [256, 128] row blocks with a K loop each, the second with 44 valid rows (its
# accumulator seed created compact and narrowed by tile.set_validshape, its
# Left extracts recording 44 valid rows), so only the 300 valid rows are
# computed and stored; the other 212 stay zero.  a[i, k] = (7i + 3k) % 17 - 8,
# b[k, j] = (5k + 11j) % 13 - 6; the expected output is their product over the
# valid rows computed exactly outside ptoc (every element checked when this
# file was written).
import pypto.language as pl

@pl.program
class ValidRows:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(self, lhs__ssa_v0: pl.Tensor[[512, 768], pl.INT8], rhs__ssa_v0: pl.Tensor[[768, 128], pl.INT8], out__ssa_v0: pl.Out[pl.Tensor[[512, 128], pl.INT32]]) -> pl.Tensor[[512, 128], pl.INT32]:
        lhs_mat__ssa_v0: pl.Tile[[512, 768], pl.INT8, pl.Mem.Mat, pl.TileView(valid_shape=[300, 768])] = pl.tile.load(lhs__ssa_v0, [0, 0], [512, 768], [300, 768], target_memory=pl.Mem.Mat)
        rhs_mat__ssa_v0: pl.Tile[[768, 128], pl.INT8, pl.Mem.Mat] = pl.tile.load(rhs__ssa_v0, [0, 0], [768, 128], [768, 128], target_memory=pl.Mem.Mat)
        product__ssa_v0: pl.Tile[[512, 128], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[300, 128])] = pl.tile.matmul(lhs_mat__ssa_v0, rhs_mat__ssa_v0)
        out__ssa_v1: pl.Tensor[[512, 128], pl.INT32] = pl.tile.store(product__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v1

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, a: pl.Tensor[[512, 768], pl.INT8], b: pl.Tensor[[768, 128], pl.INT8], c: pl.Out[pl.Tensor[[512, 128], pl.INT32]]) -> pl.Tensor[[512, 128], pl.INT32]:
        r = self.kernel(a, b, c)
        return r

# ptoc: run --backend 910B --in 0={dir}/atm_valid_cols_numbers_a.npy --in 1={dir}/atm_valid_cols_numbers_b.npy --print 2
# A [256, 768] @ [768, 288] INT8 matmul whose right operand is loaded valid to
# 272 of its 288 columns: AutoTileMatmulL0 tiles the [256, 288] result into
# output tiles with a K loop each, the last column block [.., 32] with 16 valid
# columns (its accumulator seed narrowed by tile.set_validshape, its Right
# extracts recording 16 valid columns), so only the 272 valid columns are
# computed and stored; the other 16 stay zero.  a[i, k] = (7i + 3k) % 17 - 8,
# b[k, j] = (5k + 11j) % 13 - 6; the expected output is their product over the
# valid columns computed exactly outside ptoc (every element checked when this
# file was written).
import pypto.language as pl

@pl.program
class ValidCols:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(self, lhs__ssa_v0: pl.Tensor[[256, 768], pl.INT8], rhs__ssa_v0: pl.Tensor[[768, 288], pl.INT8], out__ssa_v0: pl.Out[pl.Tensor[[256, 288], pl.INT32]]) -> pl.Tensor[[256, 288], pl.INT32]:
        lhs_mat__ssa_v0: pl.Tile[[256, 768], pl.INT8, pl.Mem.Mat] = pl.tile.load(lhs__ssa_v0, [0, 0], [256, 768], [256, 768], target_memory=pl.Mem.Mat)
        rhs_mat__ssa_v0: pl.Tile[[768, 288], pl.INT8, pl.Mem.Mat, pl.TileView(valid_shape=[768, 272])] = pl.tile.load(rhs__ssa_v0, [0, 0], [768, 288], [768, 272], target_memory=pl.Mem.Mat)
        product__ssa_v0: pl.Tile[[256, 288], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[256, 272])] = pl.tile.matmul(lhs_mat__ssa_v0, rhs_mat__ssa_v0)
        out__ssa_v1: pl.Tensor[[256, 288], pl.INT32] = pl.tile.store(product__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v1

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, a: pl.Tensor[[256, 768], pl.INT8], b: pl.Tensor[[768, 288], pl.INT8], c: pl.Out[pl.Tensor[[256, 288], pl.INT32]]) -> pl.Tensor[[256, 288], pl.INT32]:
        c = self.kernel(a, b, c)
        return c

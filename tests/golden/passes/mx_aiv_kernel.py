# ptoc: opt --backend 950 --passes=insert_mx_scale_addr
# reference test_insert_mx_scale_addr.py, test_incore_variants_get_bindings[aiv]: an AIV kernel binds the scales of its matmul_mx as an InCore one does
import pypto.language as pl

@pl.program
class incore_variant_mx:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(self, lhs: pl.Tile[[16, 64], pl.FP8E4M3FN, pl.Mem.Left], lhs_scale: pl.Tile[[16, 2], pl.FP8E8M0, pl.Mem.LeftScale], rhs: pl.Tile[[64, 32], pl.FP8E4M3FN, pl.Mem.Right], rhs_scale: pl.Tile[[2, 32], pl.FP8E8M0, pl.Mem.RightScale]):
        c: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_mx(lhs, lhs_scale, rhs, rhs_scale)

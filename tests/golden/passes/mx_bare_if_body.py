# ptoc: opt --backend 950 --passes=insert_mx_scale_addr
# reference test_insert_mx_scale_addr.py, test_bare_if_body_matmul_gets_bindings: an if whose body is one matmul_mx gets the bindings inside that body
import pypto.language as pl

@pl.program
class bare_if_mx:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, lhs: pl.Tile[[16, 64], pl.FP8E4M3FN, pl.Mem.Left], lhs_scale: pl.Tile[[16, 2], pl.FP8E8M0, pl.Mem.LeftScale], rhs: pl.Tile[[64, 32], pl.FP8E4M3FN, pl.Mem.Right], rhs_scale: pl.Tile[[2, 32], pl.FP8E8M0, pl.Mem.RightScale], flag: pl.Scalar[pl.INT32]):
        if flag > 0:
            c: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_mx(lhs, lhs_scale, rhs, rhs_scale)

# ptoc: compile --backend 950 --no-emit-loc
# tests/st/runtime/ops/test_cmp.py: tile.cmp of [16, 16] FP32 tiles gives the reference's
# [16, 32] UINT8 packed mask, and A5's tcmp (ptoas 0.60) takes its operands and mask of one
# physical shape (a [16, 16] i8 mask, 16-byte rows, is no tile_buf): 950's
# operands_in_result_shape makes ResolveBackendOpLayouts copy lt and rt into [16, 32] tiles
# of valid shape [16, 16] (the form of check/cmp_padded_950.py), which the tcmp compares.
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, lhs: pl.Tensor[[16, 16], pl.FP32], rhs: pl.Tensor[[16, 16], pl.FP32], eq: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        lt: pl.Tile[[16, 16], pl.FP32] = pl.load(lhs, [0, 0], [16, 16])
        rt: pl.Tile[[16, 16], pl.FP32] = pl.load(rhs, [0, 0], [16, 16])
        one: pl.Tile[[16, 16], pl.FP32] = pl.tile.full([16, 16], dtype=pl.FP32, value=1.0)
        zero: pl.Tile[[16, 16], pl.FP32] = pl.tile.full([16, 16], dtype=pl.FP32, value=0.0)
        tmp: pl.Tile[[1, 32], pl.UINT8] = pl.tile.create([1, 32], dtype=pl.UINT8)
        m: pl.Tile[[16, 32], pl.UINT8] = pl.tile.cmp(lt, rt, cmp_type=0)
        eq = pl.store(pl.tile.sel(m, one, zero, tmp), [0, 0], eq)
        return eq

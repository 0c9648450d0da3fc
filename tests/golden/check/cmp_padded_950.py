# ptoc: check --backend 950
# The A5 form of tests/st/runtime/ops/test_cmp.py's tile.cmp of [16, 16] FP32 values: the
# operands are [16, 32] tiles (the packed mask's physical shape) with valid shape [16, 16],
# so that ptoas 0.60's A5 tcmp, which takes operands and mask of one physical shape, accepts
# it (codegen/err_tcmp_mask_cols_950.py is the direct form, which it rejects); lt of
# random values, so both 1 and 0 are selected.
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, lhs: pl.Tensor[[16, 16], pl.FP32], rhs: pl.Tensor[[16, 16], pl.FP32], lt_out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        a: pl.Tile[[16, 32], pl.FP32] = pl.tile.create([16, 32], dtype=pl.FP32)
        b: pl.Tile[[16, 32], pl.FP32] = pl.tile.create([16, 32], dtype=pl.FP32)
        a2 = pl.tile.set_validshape(a, 16, 16)
        b2 = pl.tile.set_validshape(b, 16, 16)
        lt: pl.Tile[[16, 16], pl.FP32] = pl.load(lhs, [0, 0], [16, 16])
        rt: pl.Tile[[16, 16], pl.FP32] = pl.load(rhs, [0, 0], [16, 16])
        a3 = pl.tile.assemble(a2, lt, [0, 0])
        b3 = pl.tile.assemble(b2, rt, [0, 0])
        one: pl.Tile[[16, 16], pl.FP32] = pl.tile.full([16, 16], dtype=pl.FP32, value=1.0)
        zero: pl.Tile[[16, 16], pl.FP32] = pl.tile.full([16, 16], dtype=pl.FP32, value=0.0)
        tmp: pl.Tile[[1, 32], pl.UINT8] = pl.tile.create([1, 32], dtype=pl.UINT8)
        m = pl.tile.cmp(a3, b3, cmp_type=2)
        lt_out = pl.store(pl.tile.sel(m, one, zero, tmp), [0, 0], lt_out)
        return lt_out

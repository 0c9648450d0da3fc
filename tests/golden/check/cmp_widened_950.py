# ptoc: check --backend 950
# tests/st/runtime/ops/test_cmp.py's TileCmpProgram kernel as written: tile.cmp of [16, 16]
# FP32 tiles into [16, 32] UINT8 masks, every cmp_type.  On 950 ResolveBackendOpLayouts
# places the operands in [16, 32] tiles of valid shape [16, 16] (operands_in_result_shape);
# the check's reference build runs without that pass, so the widened compare must select
# what the direct one does.
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, lhs: pl.Tensor[[16, 16], pl.FP32], rhs: pl.Tensor[[16, 16], pl.FP32], eq: pl.Out[pl.Tensor[[16, 16], pl.FP32]], ne: pl.Out[pl.Tensor[[16, 16], pl.FP32]], lt: pl.Out[pl.Tensor[[16, 16], pl.FP32]], le: pl.Out[pl.Tensor[[16, 16], pl.FP32]], gt: pl.Out[pl.Tensor[[16, 16], pl.FP32]], ge: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> tuple[pl.Tensor[[16, 16], pl.FP32], pl.Tensor[[16, 16], pl.FP32], pl.Tensor[[16, 16], pl.FP32], pl.Tensor[[16, 16], pl.FP32], pl.Tensor[[16, 16], pl.FP32], pl.Tensor[[16, 16], pl.FP32]]:
        lhs_tile: pl.Tile[[16, 16], pl.FP32] = pl.load(lhs, [0, 0], [16, 16])
        rhs_tile: pl.Tile[[16, 16], pl.FP32] = pl.load(rhs, [0, 0], [16, 16])
        one_tile: pl.Tile[[16, 16], pl.FP32] = pl.tile.full([16, 16], dtype=pl.FP32, value=1.0)
        zero_tile: pl.Tile[[16, 16], pl.FP32] = pl.tile.full([16, 16], dtype=pl.FP32, value=0.0)
        tmp: pl.Tile[[1, 32], pl.UINT8] = pl.tile.create([1, 32], dtype=pl.UINT8)
        eq_mask: pl.Tile[[16, 32], pl.UINT8] = pl.tile.cmp(lhs_tile, rhs_tile, cmp_type=0)
        ne_mask: pl.Tile[[16, 32], pl.UINT8] = pl.tile.cmp(lhs_tile, rhs_tile, cmp_type=1)
        lt_mask: pl.Tile[[16, 32], pl.UINT8] = pl.tile.cmp(lhs_tile, rhs_tile, cmp_type=2)
        le_mask: pl.Tile[[16, 32], pl.UINT8] = pl.tile.cmp(lhs_tile, rhs_tile, cmp_type=3)
        gt_mask: pl.Tile[[16, 32], pl.UINT8] = pl.tile.cmp(lhs_tile, rhs_tile, cmp_type=4)
        ge_mask: pl.Tile[[16, 32], pl.UINT8] = pl.tile.cmp(lhs_tile, rhs_tile, cmp_type=5)
        eq = pl.store(pl.tile.sel(eq_mask, one_tile, zero_tile, tmp), [0, 0], eq)
        ne = pl.store(pl.tile.sel(ne_mask, one_tile, zero_tile, tmp), [0, 0], ne)
        lt = pl.store(pl.tile.sel(lt_mask, one_tile, zero_tile, tmp), [0, 0], lt)
        le = pl.store(pl.tile.sel(le_mask, one_tile, zero_tile, tmp), [0, 0], le)
        gt = pl.store(pl.tile.sel(gt_mask, one_tile, zero_tile, tmp), [0, 0], gt)
        ge = pl.store(pl.tile.sel(ge_mask, one_tile, zero_tile, tmp), [0, 0], ge)
        return eq, ne, lt, le, gt, ge

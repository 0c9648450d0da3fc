# tests/st/runtime/ops/test_cmp.py::<module> (hand-written)
import pypto.language as pl

M = 16
N = 16


@pl.program
class TileCmpsProgram:
    """Tile-to-scalar comparison for all cmp_type modes."""

    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        lhs: pl.Tensor[[M, N], pl.FP32],
        eq: pl.Out[pl.Tensor[[M, N], pl.FP32]],
        ne: pl.Out[pl.Tensor[[M, N], pl.FP32]],
        lt: pl.Out[pl.Tensor[[M, N], pl.FP32]],
        le: pl.Out[pl.Tensor[[M, N], pl.FP32]],
        gt: pl.Out[pl.Tensor[[M, N], pl.FP32]],
        ge: pl.Out[pl.Tensor[[M, N], pl.FP32]],
    ) -> tuple[
        pl.Tensor[[M, N], pl.FP32],
        pl.Tensor[[M, N], pl.FP32],
        pl.Tensor[[M, N], pl.FP32],
        pl.Tensor[[M, N], pl.FP32],
        pl.Tensor[[M, N], pl.FP32],
        pl.Tensor[[M, N], pl.FP32],
    ]:
        lhs_tile: pl.Tile[[M, N], pl.FP32] = pl.load(lhs, [0, 0], [M, N])
        one_tile: pl.Tile[[M, N], pl.FP32] = pl.tile.full([M, N], dtype=pl.FP32, value=1.0)
        zero_tile: pl.Tile[[M, N], pl.FP32] = pl.tile.full([M, N], dtype=pl.FP32, value=0.0)
        tmp: pl.Tile[[1, 8], pl.UINT32] = pl.tile.create([1, 8], dtype=pl.UINT32)
        eq_mask: pl.Tile[[M, 32], pl.UINT8] = pl.tile.cmps(lhs_tile, 0.0, cmp_type=0)
        ne_mask: pl.Tile[[M, 32], pl.UINT8] = pl.tile.cmps(lhs_tile, 0.0, cmp_type=1)
        lt_mask: pl.Tile[[M, 32], pl.UINT8] = pl.tile.cmps(lhs_tile, 0.0, cmp_type=2)
        le_mask: pl.Tile[[M, 32], pl.UINT8] = pl.tile.cmps(lhs_tile, 0.0, cmp_type=3)
        gt_mask: pl.Tile[[M, 32], pl.UINT8] = pl.tile.cmps(lhs_tile, 0.0, cmp_type=4)
        ge_mask: pl.Tile[[M, 32], pl.UINT8] = pl.tile.cmps(lhs_tile, 0.0, cmp_type=5)
        eq = pl.store(pl.tile.sel(eq_mask, one_tile, zero_tile, tmp), [0, 0], eq)
        ne = pl.store(pl.tile.sel(ne_mask, one_tile, zero_tile, tmp), [0, 0], ne)
        lt = pl.store(pl.tile.sel(lt_mask, one_tile, zero_tile, tmp), [0, 0], lt)
        le = pl.store(pl.tile.sel(le_mask, one_tile, zero_tile, tmp), [0, 0], le)
        gt = pl.store(pl.tile.sel(gt_mask, one_tile, zero_tile, tmp), [0, 0], gt)
        ge = pl.store(pl.tile.sel(ge_mask, one_tile, zero_tile, tmp), [0, 0], ge)
        return eq, ne, lt, le, gt, ge

    @pl.function(type=pl.FunctionType.Orchestration)
    def orchestrator(
        self,
        lhs: pl.Tensor[[M, N], pl.FP32],
        eq: pl.Out[pl.Tensor[[M, N], pl.FP32]],
        ne: pl.Out[pl.Tensor[[M, N], pl.FP32]],
        lt: pl.Out[pl.Tensor[[M, N], pl.FP32]],
        le: pl.Out[pl.Tensor[[M, N], pl.FP32]],
        gt: pl.Out[pl.Tensor[[M, N], pl.FP32]],
        ge: pl.Out[pl.Tensor[[M, N], pl.FP32]],
    ) -> tuple[
        pl.Tensor[[M, N], pl.FP32],
        pl.Tensor[[M, N], pl.FP32],
        pl.Tensor[[M, N], pl.FP32],
        pl.Tensor[[M, N], pl.FP32],
        pl.Tensor[[M, N], pl.FP32],
        pl.Tensor[[M, N], pl.FP32],
    ]:
        eq, ne, lt, le, gt, ge = self.kernel(lhs, eq, ne, lt, le, gt, ge)
        return eq, ne, lt, le, gt, ge

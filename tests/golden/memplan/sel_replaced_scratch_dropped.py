# ptoc: opt --backend 910B --passes=init_mem_ref
# 910B: both tile.sel calls are given a [1, 32] UINT8 tmp where the backend fixes a [1, 16]
# UINT32 one, so each gets the backend's scratch.  `tmp` is used by the sels alone: its
# tile.create is dropped and it takes no buffer.  `kept` is also stored (before the sel
# that leaves it undefined), so it keeps its own.
import pypto.language as pl

@pl.program
class SelProg:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def sel_k(x__ssa_v0: pl.Tensor[[16, 16], pl.FP32], m__ssa_v0: pl.Tensor[[16, 32], pl.UINT8], out__ssa_v0: pl.Out[pl.Tensor[[16, 16], pl.FP32]], kout__ssa_v0: pl.Out[pl.Tensor[[1, 32], pl.UINT8]]) -> tuple[pl.Tensor[[16, 16], pl.FP32], pl.Tensor[[1, 32], pl.UINT8]]:
        t__ssa_v0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        m__tile: pl.Tile[[16, 32], pl.UINT8, pl.Mem.Vec] = pl.tile.load(m__ssa_v0, [0, 0], [16, 32], [16, 32], target_memory=pl.Mem.Vec)
        tmp__ssa_v0: pl.Tile[[1, 32], pl.UINT8, pl.Mem.Vec] = pl.tile.create([1, 32], dtype=pl.UINT8, target_memory=pl.Mem.Vec)
        kept__ssa_v0: pl.Tile[[1, 32], pl.UINT8, pl.Mem.Vec] = pl.tile.full([1, 32], dtype=pl.UINT8, value=7)
        a__ssa_v0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.sel(m__tile, t__ssa_v0, t__ssa_v0, tmp__ssa_v0)
        b__ssa_v0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.sel(m__tile, a__ssa_v0, t__ssa_v0, tmp__ssa_v0)
        k__ssa_v0: pl.Tensor[[1, 32], pl.UINT8] = pl.tile.store(kept__ssa_v0, [0, 0], kout__ssa_v0)
        c__ssa_v0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.sel(m__tile, b__ssa_v0, a__ssa_v0, kept__ssa_v0)
        r__ssa_v0: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(c__ssa_v0, [0, 0], out__ssa_v0)
        return r__ssa_v0, k__ssa_v0

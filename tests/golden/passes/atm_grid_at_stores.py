# ptoc: opt --backend 910B --passes=auto_tile_matmul_l0
# reference test_auto_tile_matmul_l0 (Before 29): two grids, each emitted at its store
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(a1__ssa_v0: pl.Tensor[[512, 512], pl.FP32], b1__ssa_v0: pl.Tensor[[512, 512], pl.FP32], a2__ssa_v0: pl.Tensor[[512, 512], pl.FP32], b2__ssa_v0: pl.Tensor[[512, 512], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[512, 1024], pl.FP32]]) -> pl.Tensor[[512, 1024], pl.FP32]:
        a2m__ssa_v0: pl.Tile[[512, 512], pl.FP32, pl.Mem.Mat] = pl.tile.load(a2__ssa_v0, [0, 0], [512, 512], [512, 512], target_memory=pl.Mem.Mat)
        b2m__ssa_v0: pl.Tile[[512, 512], pl.FP32, pl.Mem.Mat] = pl.tile.load(b2__ssa_v0, [0, 0], [512, 512], [512, 512], target_memory=pl.Mem.Mat)
        c2__ssa_v0: pl.Tile[[512, 512], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a2m__ssa_v0, b2m__ssa_v0)
        a1m__ssa_v0: pl.Tile[[512, 512], pl.FP32, pl.Mem.Mat] = pl.tile.load(a1__ssa_v0, [0, 0], [512, 512], [512, 512], target_memory=pl.Mem.Mat)
        b1m__ssa_v0: pl.Tile[[512, 512], pl.FP32, pl.Mem.Mat] = pl.tile.load(b1__ssa_v0, [0, 0], [512, 512], [512, 512], target_memory=pl.Mem.Mat)
        c1__ssa_v0: pl.Tile[[512, 512], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a1m__ssa_v0, b1m__ssa_v0)
        out1__ssa_v0: pl.Tensor[[512, 1024], pl.FP32] = pl.tile.store(c1__ssa_v0, [0, 0], out__ssa_v0)
        out2__ssa_v0: pl.Tensor[[512, 1024], pl.FP32] = pl.tile.store(c2__ssa_v0, [0, 512], out1__ssa_v0)
        return out2__ssa_v0
# ptoc: compile --backend 910B --no-emit-loc --passes=none
import pypto.language as pl

@pl.program
class CastCmp:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def castcmp(a: pl.Tensor[[16, 64], pl.FP32], b: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP16]]) -> pl.Tensor[[16, 64], pl.FP16]:
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_1: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        x: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        y: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_1, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(b, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        mk: pl.Tile[[16, 32], pl.UINT8, pl.MemRef(mem_vec_3, pl.const(10240, pl.INT64), 512), pl.Mem.Vec] = pl.tile.cmp(x, y, cmp_type=2)
        tmp: pl.Tile[[1, 16], pl.UINT32, pl.MemRef(mem_vec_3, pl.const(10752, pl.INT64), 64), pl.Mem.Vec] = pl.tile.create([1, 16], dtype=pl.UINT32, target_memory=pl.Mem.Vec)
        s: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.sel(mk, x, y, tmp)
        h: pl.Tile[[16, 64], pl.FP16, pl.MemRef(mem_vec_2, pl.const(8192, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.cast(s, target_type=pl.FP16, mode='round')
        r: pl.Tensor[[16, 64], pl.FP16] = pl.tile.store(h, [0, 0], out)
        return r

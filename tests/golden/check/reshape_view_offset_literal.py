# ptoc: check --backend 910B --memory-planner pypto
# A program printed after MemoryReuse: the reshape's MemRef writes its offset
# as a plain 0, the row_sum result it views as pl.const(0, pl.INT64).  Both are
# one window of mem_vec_1: planning the program again must keep the view on
# its source's buffer, not move it to a buffer of its own (it then read
# whatever that buffer held instead of the row sums).
import pypto.language as pl

@pl.program
class ReshapeView:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def k(x: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], out: pl.Out[pl.Tensor[[1, 16], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 64)]]) -> pl.Tensor[[1, 16], pl.FP32]:
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_1: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        t: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        tmp: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        s: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_1, pl.const(0, pl.INT64), 64), pl.Mem.Vec] = pl.tile.row_sum(t, tmp)
        r: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_1, 0, 64), pl.Mem.Vec] = pl.tile.reshape(s, [1, 16])
        y: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.muls(r, 2.0)
        o: pl.Tensor[[1, 16], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 64)] = pl.tile.store(y, [0, 0], out)
        return o

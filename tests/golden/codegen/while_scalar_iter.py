# ptoc: compile --backend 910B --no-emit-loc --passes=none
import pypto.language as pl

@pl.program
class While:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def whl(a: pl.Tensor[[64, 64], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        r0: pl.Scalar[pl.INDEX] = 0
        for (row,) in pl.while_(init_values=(r0,)):
            pl.cond(row < n)
            x: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(a, [row, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            y: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.sqrt(x)
            o: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(y, [row, 0], out)
            nxt: pl.Scalar[pl.INDEX] = row + 16
            rows_done = pl.yield_(nxt)
        return out

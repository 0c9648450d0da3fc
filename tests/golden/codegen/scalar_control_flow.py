# ptoc: compile --backend 910B --no-emit-loc --passes=none
import pypto.language as pl

@pl.program
class Ctrl:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def ctrl(a: pl.Tensor[[64, 64], pl.FP32], n: pl.Scalar[pl.INT32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        ni: pl.Scalar[pl.INDEX] = pl.cast(n, pl.INDEX)
        tot: pl.Scalar[pl.INDEX] = 0
        for i, (acc,) in pl.range(0, 4, 1, init_values=(tot,)):
            for j in pl.range(0, 4, 1):
                if j < ni:
                    x: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(a, [i * 16, j * 16], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
                    y: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.exp(x)
                    pl.system.bar_v()
                    o: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(y, [i * 16, j * 16], out)
            nxt: pl.Scalar[pl.INDEX] = acc + i % 3
            acc_o = pl.yield_(nxt)
        pl.system.bar_all()
        return out

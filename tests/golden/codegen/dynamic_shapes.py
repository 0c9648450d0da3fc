# ptoc: compile --backend 910B --no-emit-loc --passes=none
import pypto.language as pl

N = pl.dynamic("N")

@pl.program
class Dyn:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def dyn(x: pl.Tensor[[N, 64], pl.FP32], valid: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        rows: pl.Scalar[pl.INDEX] = pl.tensor.dim(x, 0)
        for i in pl.range(0, rows, 16):
            t: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[16, valid])] = pl.tile.load(x, [i, 0], [16, 64], [16, valid], target_memory=pl.Mem.Vec)
            e: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[16, valid])] = pl.tile.exp(t)
            o: pl.Tensor[[N, 64], pl.FP32] = pl.tile.store(e, [i, 0], out)
        return out

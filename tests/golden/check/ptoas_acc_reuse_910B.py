# ptoc: check --backend 910B --memory-planner ptoas
# Matmuls whose AutoTileMatmulL0 grid allocates more Acc tiles than Acc holds at
# once, with ptoas placing the buffers: the runtime reuses an accumulator whose
# data is dead, as ptoas's planner does.  full_k: a 272x416 grid of whole K
# (boundary strips peeled); split_k: a K loop per 256x256 output tile (the
# sequential K loops each fill their accumulator); dbc: the inner loop
# double-buffers its accumulator (pipeline_double_buffer_c).
import pypto.language as pl

@pl.program
class AccReuse:
    @pl.function(type=pl.FunctionType.InCore)
    def full_k(self, a: pl.Tensor[[272, 32], pl.FP16], b: pl.Tensor[[32, 416], pl.FP16],
               out: pl.Out[pl.Tensor[[272, 416], pl.FP32]]) -> pl.Tensor[[272, 416], pl.FP32]:
        am: pl.Tile[[272, 32], pl.FP16, pl.Mem.Mat] = pl.load(a, [0, 0], [272, 32], target_memory=pl.Mem.Mat)
        bm: pl.Tile[[32, 416], pl.FP16, pl.Mem.Mat] = pl.load(b, [0, 0], [32, 416], target_memory=pl.Mem.Mat)
        c: pl.Tile[[272, 416], pl.FP32, pl.Mem.Acc] = pl.matmul(am, bm)
        out = pl.store(c, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.InCore)
    def split_k(self, a: pl.Tensor[[256, 384], pl.FP16], b: pl.Tensor[[384, 256], pl.FP16],
                out: pl.Out[pl.Tensor[[256, 256], pl.FP32]]) -> pl.Tensor[[256, 256], pl.FP32]:
        am: pl.Tile[[256, 384], pl.FP16, pl.Mem.Mat] = pl.load(a, [0, 0], [256, 384], target_memory=pl.Mem.Mat)
        bm: pl.Tile[[384, 256], pl.FP16, pl.Mem.Mat] = pl.load(b, [0, 0], [384, 256], target_memory=pl.Mem.Mat)
        c: pl.Tile[[256, 256], pl.FP32, pl.Mem.Acc] = pl.matmul(am, bm)
        out = pl.store(c, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.InCore)
    def dbc(self, a: pl.Tensor[[384, 64], pl.BF16], b: pl.Tensor[[64, 256], pl.BF16],
            out: pl.Out[pl.Tensor[[384, 256], pl.FP32]]) -> pl.Tensor[[384, 256], pl.FP32]:
        am: pl.Tile[[384, 64], pl.BF16, pl.Mem.Mat] = pl.load(a, [0, 0], [384, 64], target_memory=pl.Mem.Mat)
        bm: pl.Tile[[64, 256], pl.BF16, pl.Mem.Mat] = pl.load(b, [0, 0], [64, 256], target_memory=pl.Mem.Mat)
        c: pl.Tile[[384, 256], pl.FP32, pl.Mem.Acc] = pl.matmul(am, bm)
        out = pl.store(c, [0, 0], out)
        return out

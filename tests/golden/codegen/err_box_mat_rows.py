# ptoc: compile --backend 910B --no-emit-loc --passes=none
import pypto.language as pl

@pl.program
class BoxMat:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def boxmat(a: pl.Tensor[[100, 128], pl.FP16]):
        mem_mat_0: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 25600)
        m: pl.Tile[[100, 128], pl.FP16, pl.MemRef(mem_mat_0, pl.const(0, pl.INT64), 25600), pl.Mem.Mat] = pl.tile.load(a, [0, 0], [100, 128], [100, 128], target_memory=pl.Mem.Mat)

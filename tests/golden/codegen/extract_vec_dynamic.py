# ptoc: compile --backend 910B --no-emit-loc --passes=none
# A Vec-to-Vec extract at a row only known at run time: ptoas 0.60 takes its
# pto.textract; 0.27 has none on A2/A3, and the pto.subset that stands in for it
# needs constant offsets, so the call is refused for 0.27 at its line.
import pypto.language as pl

@pl.program
class ExtractVec:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def extract_vec(a: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[8, 32], pl.FP32]], r: pl.Scalar[pl.INDEX]) -> pl.Tensor[[8, 32], pl.FP32]:
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_1: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        x: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        ex: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_1, pl.const(4096, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.extract(x, r, 16, [8, 32])
        o: pl.Tensor[[8, 32], pl.FP32] = pl.tile.store(ex, [0, 0], out)
        return o

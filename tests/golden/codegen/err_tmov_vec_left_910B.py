# ptoc: compile --backend 910B --no-emit-loc --passes=none
# A2/A3 has no local path from Vec into Left or Mat in either ptoas version (no
# vec-to-mat tmov, textract or tinsert): the move is refused at its line.
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def k(a: pl.Tensor[[16, 16], pl.FP16]):
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        mem_left_0: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 512)
        x: pl.Tile[[16, 16], pl.FP16, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 512), pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        y: pl.Tile[[16, 16], pl.FP16, pl.MemRef(mem_left_0, pl.const(0, pl.INT64), 512), pl.Mem.Left] = pl.tile.move(x, target_memory=pl.Mem.Left)

# ptoc: compile --backend 910B --no-emit-loc --passes=none
import pypto.language as pl

@pl.program
class ForTensorIterArgProgram:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def loop_store(a__ssa_v0: pl.Tensor[[128, 64], pl.FP32], output__ssa_v0: pl.Tensor[[128, 64], pl.FP32]) -> pl.Tensor[[128, 64], pl.FP32]:
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        for i__idx_v0, (out_iter,) in pl.range(2, init_values=(output__ssa_v0,)):
            offset_i__ssa_v0: pl.Scalar[pl.INDEX] = i__idx_v0 * 64
            tile__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(a__ssa_v0, [offset_i__ssa_v0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
            updated__ssa_v0: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(tile__ssa_v0, [offset_i__ssa_v0, 0], out_iter)
            result = pl.yield_(updated__ssa_v0)
        return result

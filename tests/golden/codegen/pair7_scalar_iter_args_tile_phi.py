# ptoc: compile --backend 910B --no-emit-loc --passes=none
import pypto.language as pl

@pl.program
class ScalarCF:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def scf(a__ssa_v0: pl.Tensor[[64, 64], pl.FP32], n__ssa_v0: pl.Scalar[pl.INDEX], out__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        acc__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(a__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        cnt__ssa_v0: pl.Scalar[pl.INDEX] = 0
        for i__idx_v0, (acc_i, cnt_i) in pl.range(4, init_values=(acc__ssa_v0, cnt__ssa_v0)):
            if cnt_i < n__ssa_v0:
                nxt__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.add(acc_i, acc_i)
                c2__ssa_v0: pl.Scalar[pl.INDEX] = cnt_i + 1
                r_t__rv_v0, r_c__rv_v0 = pl.yield_(nxt__ssa_v0, c2__ssa_v0)
            else:
                r_t__rv_v0, r_c__rv_v0 = pl.yield_(acc_i, cnt_i)
            acc_o, cnt_o = pl.yield_(r_t__rv_v0, r_c__rv_v0)
        o__ssa_v0: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(acc_o, [cnt_o, 0], out__ssa_v0)
        return o__ssa_v0

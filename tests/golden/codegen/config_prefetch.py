# ptoc: compile --backend 910B --passes=none --emit=config
# pypto.program: PrefetchAdd
import pypto.language as pl

@pl.program
class PrefetchAdd:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel_add(a__ssa_v0: pl.Tensor[[1, 4096], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], b__ssa_v0: pl.Tensor[[1, 4096], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)], scale__ssa_v0: pl.Scalar[pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[1, 4096], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16384)]]) -> pl.Tensor[[1, 4096], pl.FP32]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        ctx = pl.prefetch.make_context()
        eb = pl.prefetch.async_prefetch(b__ssa_v0, ctx)
        session = pl.prefetch.session(ctx)
        pl.prefetch.wait(eb, session)
        ta__ssa_v0: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(a__ssa_v0, [0, 0], [1, 4096], [1, 4096], target_memory=pl.Mem.Vec)
        tb__ssa_v0: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_4, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(b__ssa_v0, [0, 0], [1, 4096], [1, 4096], target_memory=pl.Mem.Vec)
        ts__ssa_v0: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.add(ta__ssa_v0, tb__ssa_v0)
        tm__ssa_v0: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.muls(ts__ssa_v0, scale__ssa_v0)
        r__ssa_v0: pl.Tensor[[1, 4096], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16384)] = pl.tile.store(tm__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator, auto_scope=False)
    def main(self, a__ssa_v0: pl.Tensor[[1, 4096], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], b__ssa_v0: pl.Tensor[[1, 4096], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)]) -> pl.Tensor[[1, 4096], pl.FP32]:
        with pl.scope():
            out__ssa_v0: pl.Tensor[[1, 4096], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16384)] = pl.tensor.create([1, 4096], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            r__ssa_v0: pl.Tensor[[1, 4096], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 16384)] = self.kernel_add(a__ssa_v0, b__ssa_v0, 2.0, out__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.scalar, pl.adir.output_existing]})
            return r__ssa_v0

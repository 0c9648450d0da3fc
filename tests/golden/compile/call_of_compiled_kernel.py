# A kernel that calls an earlier kernel (the reference's test_insert_comm_fence Expected 14):
# compiled one function at a time, the call reads the earlier kernel's parsed header,
# which the passes must leave as parsed; the call itself is then refused (a kernel body has no calls).
# pypto.program: Expected
import pypto.language as pl

@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def helper(x__ssa_v0: pl.Tensor[[1, 8], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32)], out__ssa_v0: pl.Out[pl.Tensor[[1, 8], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32)]]):
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32)
        local__ssa_v0: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 32), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [1, 8], [1, 8], target_memory=pl.Mem.Vec)
        pl.tile.store(local__ssa_v0, [0, 0], out__ssa_v0)
        return
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def f(inp__ssa_v0: pl.Tensor[[1, 8], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32)], outp__ssa_v0: pl.Out[pl.Tensor[[1, 8], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32)]], signal__ssa_v0: pl.InOut[pld.DistributedTensor[[1, 1], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4)]], peer__ssa_v0: pl.Scalar[pl.INT32]):
        self.helper(inp__ssa_v0, outp__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.output_existing]})
        pl.system.cacheinvalid()
        pl.system.fence()
        pld.system.notify(signal__ssa_v0, peer__ssa_v0, [0, 0], pl.const(1, pl.INT32), op=0)
        return
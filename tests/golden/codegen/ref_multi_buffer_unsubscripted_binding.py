# ptoc: compile --backend 910B --no-emit-loc
# The reference's test_multi_buffer_codegen UnsubscriptedBinding as its printer prints it after the front end, and
# its .pto for it (PyPTO planner, 910B), which this output matches but for the target_arch line.
# (ptoc check cannot run it: its reference build plans with the PTOAS planner, which refuses this
# region as the reference does under that planner)
import pypto.language as pl

@pl.program
class UnsubscriptedBinding:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(a: pl.Tensor[[64, 64], pl.FP32], output: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        t0: pl.Tile[[64, 64], pl.FP32, pl.MemRef("MIXED_BINDING", slots=2)[0], pl.Mem.Vec] = pl.tile.load(a, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        t1: pl.Tile[[64, 64], pl.FP32, pl.MemRef("MIXED_BINDING", slots=2), pl.Mem.Vec] = pl.tile.exp(t0)
        return pl.tile.store(t1, [0, 0], output)

# ptoc: compile --backend 910B --no-emit-loc
# The reference's test_multi_buffer_codegen TooManySlots as its printer prints it after the front end, and
# its .pto for it (PyPTO planner, 910B), which this output matches but for the target_arch line.
# (ptoc check cannot run it: its reference build plans with the PTOAS planner, which refuses this
# region as the reference does under that planner)
import pypto.language as pl

@pl.program
class TooManySlots:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(a: pl.Tensor[[32, 32], pl.FP32], output: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        t0: pl.Tile[[32, 32], pl.FP32, pl.MemRef("TOO_MANY", slots=17)[0], pl.Mem.Vec] = pl.tile.load(a, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Vec)
        t1: pl.Tile[[32, 32], pl.FP32, pl.MemRef("TOO_MANY", slots=17)[1], pl.Mem.Vec] = pl.tile.exp(t0)
        return pl.tile.store(t1, [0, 0], output)

# ptoc: compile --backend 910B --no-emit-loc
# The reference's test_multi_buffer_codegen MixedSlotShapes as its printer prints it after the front end, and
# its .pto for it (PyPTO planner, 910B), which this output matches but for the target_arch line.
# (ptoc check cannot run it: its reference build plans with the PTOAS planner, which refuses this
# region as the reference does under that planner)
import pypto.language as pl

@pl.program
class MixedSlotShapes:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(a: pl.Tensor[[64, 64], pl.FP32], big_out: pl.Out[pl.Tensor[[64, 64], pl.FP32]], small_out: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> tuple[pl.Tensor[[64, 64], pl.FP32], pl.Tensor[[32, 32], pl.FP32]]:
        big: pl.Tile[[64, 64], pl.FP32, pl.MemRef("MIXED_SHAPES", slots=2)[0], pl.Mem.Vec] = pl.tile.load(a, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        r_big: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(big, [0, 0], big_out)
        small: pl.Tile[[32, 32], pl.FP32, pl.MemRef("MIXED_SHAPES", slots=2)[1], pl.Mem.Vec] = pl.tile.load(a, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Vec)
        r_small: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(small, [0, 0], small_out)
        return r_big, r_small

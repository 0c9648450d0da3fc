# ptoc: compile --backend 910B --no-emit-loc
# The reference's test_ptoas_planner_views WidthChangingReinterpretProgram as its printer prints it after the front end, and
# its .pto for it (PyPTO planner, 910B), which this output matches but for the target_arch line.
import pypto.language as pl

@pl.program
class WidthChangingReinterpretProgram:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[8, 16], pl.FP32], out: pl.Out[pl.Tensor[[8, 32], pl.INT16]]) -> pl.Tensor[[8, 32], pl.INT16]:
        src: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [8, 16], [8, 16], target_memory=pl.Mem.Vec)
        view: pl.Tile[[8, 32], pl.INT16, pl.Mem.Vec] = pl.tile.reinterpret_view(src, dtype=pl.INT16)
        return pl.tile.store(view, [0, 0], out)

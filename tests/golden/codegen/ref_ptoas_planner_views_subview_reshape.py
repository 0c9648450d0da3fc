# ptoc: compile --backend 910B --no-emit-loc
# The reference's test_ptoas_planner_views SubviewReshapeProgram as its printer prints it after the front end, and
# its .pto for it (PyPTO planner, 910B), which this output matches but for the target_arch line.
import pypto.language as pl

@pl.program
class SubviewReshapeProgram:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 128], pl.FP32], out: pl.Out[pl.Tensor[[1, 640], pl.FP32]]) -> pl.Tensor[[1, 640], pl.FP32]:
        t: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        v: pl.Tile[[5, 128], pl.FP32, pl.Mem.Vec] = pl.tile.slice(t, [5, 128], [0, 0])
        r: pl.Tile[[1, 640], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(v, [1, 640])
        return pl.tile.store(r, [0, 0], out)

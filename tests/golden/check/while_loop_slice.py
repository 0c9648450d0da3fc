# ptoc: check --backend 910B
# The reference's case test_fuse_create_assemble_to_slice Expected__10: a while loop submitting
# one kernel per row runs four tasks.
import pypto.language as pl

@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def fill_row(x: pl.Tensor[[4, 8], pl.FP32], r: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[1, 8], pl.FP32]]) -> pl.Tensor[[1, 8], pl.FP32]:
        row_tile: pl.Tile[[1, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [r, 0], [1, 8], [1, 8], target_memory=pl.Mem.Vec)
        out_1: pl.Tensor[[1, 8], pl.FP32] = pl.tile.store(row_tile, [0, 0], out)
        return out_1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def orch(self, x: pl.Tensor[[4, 8], pl.FP32], out: pl.Out[pl.Tensor[[4, 8], pl.FP32]]) -> pl.Tensor[[4, 8], pl.FP32]:
        i: pl.Scalar[pl.INDEX] = 0
        while i < 4:
            row: pl.Tensor[[1, 8], pl.FP32] = pl.tensor.slice(out, [1, 8], [i, 0])
            row: pl.Tensor[[1, 8], pl.FP32] = self.fill_row(x, i, row)
            i: pl.Scalar[pl.INDEX] = i + 1
        return out

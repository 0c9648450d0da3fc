# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16], pl.FP32], out_0: pl.Out[pl.Tensor[[16], pl.FP32]]) -> pl.Tensor[[16], pl.FP32]:
        x_tile: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0], [16], [16], target_memory=pl.Mem.Vec)
        y_tile: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.tile.add(x_tile, x_tile)
        out_0_store: pl.Tensor[[16], pl.FP32] = pl.tile.store(y_tile, [0], out_0)
        return out_0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[16], pl.FP32], out_0: pl.Out[pl.Tensor[[16], pl.FP32]]) -> pl.Tensor[[16], pl.FP32]:
        result: pl.Tensor[[16], pl.FP32] = self.kernel(x, out_0)
        return result

# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(x: pl.Tensor[[16, 16], pl.FP32], out_0: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        x_tile: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        y_tile: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.exp(x_tile)
        out_1: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(y_tile, [0, 0], out_0)
        return out_1
    @pl.function
    def main(self, x: pl.Tensor[[16, 16], pl.FP32]) -> pl.Tensor[[16, 16], pl.FP32]:
        out_0: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.create([16, 16], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        r: pl.Tensor[[16, 16], pl.FP32] = self.main_incore_0(x, out_0)
        return r

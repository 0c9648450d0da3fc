# ptoc: print
# pypto.program: BlockExample
import pypto.language as pl

@pl.program
class BlockExample:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def tile_add(input_a: pl.Tensor[[64, 64], pl.FP32], input_b: pl.Tensor[[64, 64], pl.FP32], output: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        tile_a: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(input_a, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        tile_b: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(input_b, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        tile_c: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(tile_a, tile_b)
        result: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(tile_c, [0, 0], output)
        return result
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a: pl.Tensor[[64, 64], pl.FP32], b: pl.Tensor[[64, 64], pl.FP32]) -> pl.Tensor[[64, 64], pl.FP32]:
        out: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.create([64, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        r: pl.Tensor[[64, 64], pl.FP32] = self.tile_add(a, b, out)
        return r

# ptoc: parse
import pypto.language as pl

@pl.program
class D:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, a: pl.Tensor[[0, 16], pl.FP32], b: pl.Tensor[[16, -4], pl.FP32]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 0], pl.FP32] = pl.tile.create([16, 0], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        u = pl.tile.create([0, 16], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        return a

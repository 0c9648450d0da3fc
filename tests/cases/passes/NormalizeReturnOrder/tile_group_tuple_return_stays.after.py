# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16], pl.FP32], out_a: pl.Out[pl.Tensor[[16], pl.FP32]], out_b: pl.Out[pl.Tensor[[16], pl.FP32]]) -> tuple[pl.Tensor[[16], pl.FP32], pl.Tensor[[16], pl.FP32]]:
        x_tile: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0], [16], [16], target_memory=pl.Mem.Vec)
        a_tile: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.tile.add(x_tile, x_tile)
        b_tile: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.tile.mul(x_tile, x_tile)
        out_a_store: pl.Tensor[[16], pl.FP32] = pl.tile.store(a_tile, [0], out_a)
        out_b_store: pl.Tensor[[16], pl.FP32] = pl.tile.store(b_tile, [0], out_b)
        return out_a, out_b
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def group_func(x: pl.Tensor[[16], pl.FP32], out_a: pl.Out[pl.Tensor[[16], pl.FP32]], out_b: pl.Out[pl.Tensor[[16], pl.FP32]]) -> pl.Tuple[pl.Tensor[[16], pl.FP32], pl.Tensor[[16], pl.FP32]]:
        packed: pl.Tuple[pl.Tensor[[16], pl.FP32], pl.Tensor[[16], pl.FP32]] = self.kernel(x, out_a, out_b)
        return packed

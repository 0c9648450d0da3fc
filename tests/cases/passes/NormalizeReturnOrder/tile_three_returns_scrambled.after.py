# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16], pl.FP32], out_a: pl.Out[pl.Tensor[[16], pl.FP32]], out_b: pl.Out[pl.Tensor[[16], pl.FP32]], out_c: pl.Out[pl.Tensor[[16], pl.FP32]]) -> tuple[pl.Tensor[[16], pl.FP32], pl.Tensor[[16], pl.FP32], pl.Tensor[[16], pl.FP32]]:
        x_tile: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0], [16], [16], target_memory=pl.Mem.Vec)
        a_tile: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.tile.add(x_tile, x_tile)
        b_tile: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.tile.mul(x_tile, x_tile)
        c_tile: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.tile.sub(x_tile, x_tile)
        out_c_store: pl.Tensor[[16], pl.FP32] = pl.tile.store(c_tile, [0], out_c)
        out_a_store: pl.Tensor[[16], pl.FP32] = pl.tile.store(a_tile, [0], out_a)
        out_b_store: pl.Tensor[[16], pl.FP32] = pl.tile.store(b_tile, [0], out_b)
        return out_a, out_b, out_c
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[16], pl.FP32], out_a: pl.Out[pl.Tensor[[16], pl.FP32]], out_b: pl.Out[pl.Tensor[[16], pl.FP32]], out_c: pl.Out[pl.Tensor[[16], pl.FP32]]) -> tuple[pl.Tensor[[16], pl.FP32], pl.Tensor[[16], pl.FP32], pl.Tensor[[16], pl.FP32]]:
        ret: pl.Tuple[pl.Tensor[[16], pl.FP32], pl.Tensor[[16], pl.FP32], pl.Tensor[[16], pl.FP32]] = self.kernel(x, out_a, out_b, out_c)
        c: pl.Tensor[[16], pl.FP32] = ret[2]
        a: pl.Tensor[[16], pl.FP32] = ret[0]
        b: pl.Tensor[[16], pl.FP32] = ret[1]
        return a, b, c

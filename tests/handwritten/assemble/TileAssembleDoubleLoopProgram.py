# examples/operators/assemble.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class TileAssembleDoubleLoopProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def tile_assemble(
        self,
        x: pl.Tensor[[32, 32], pl.FP32],
        src: pl.Tensor[[32, 16], pl.FP32],
        y: pl.Out[pl.Tensor[[32, 32], pl.FP32]],
    ) -> pl.Tensor[[32, 32], pl.FP32]:
        tile_x = pl.load(x, [0, 0], [32, 32], target_memory=pl.MemorySpace.Vec)
        tile_src = pl.load(src, [0, 0], [32, 16], target_memory=pl.MemorySpace.Vec)
        for b in pl.range(4):
            for i in pl.range(8):
                row = b * 8 + i
                tile_row = pl.slice(tile_src, [1, 16], [row, 0])
                tile_x = pl.tile.assemble(tile_x, tile_row, [row, 0])
        out_y = pl.store(tile_x, [0, 0], y)
        return out_y

    @pl.function(type=pl.FunctionType.Orchestration)
    def orchestrator(
        self,
        x: pl.Tensor[[32, 32], pl.FP32],
        src: pl.Tensor[[32, 16], pl.FP32],
        y: pl.Out[pl.Tensor[[32, 32], pl.FP32]],
    ) -> pl.Tensor[[32, 32], pl.FP32]:
        y = self.tile_assemble(x, src, y)
        return y

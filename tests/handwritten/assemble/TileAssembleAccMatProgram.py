# examples/operators/assemble.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class TileAssembleAccMatProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def tile_assemble(
        self,
        x: pl.Tensor[[32, 32], pl.FP32],
        a: pl.Tensor[[32, 16], pl.FP32],
        b: pl.Tensor[[16, 16], pl.FP32],
        y: pl.Out[pl.Tensor[[32, 32], pl.FP32]],
    ) -> pl.Tensor[[32, 32], pl.FP32]:
        # Load target into Mat (L1)
        tile_x = pl.load(x, [0, 0], [32, 32], target_memory=pl.MemorySpace.Mat)
        # Produce Acc (L0C, FP32) via matmul: GM -> Mat -> Left/Right -> matmul
        tile_a_l1 = pl.load(a, [0, 0], [32, 16], target_memory=pl.MemorySpace.Mat)
        tile_b_l1 = pl.load(b, [0, 0], [16, 16], target_memory=pl.MemorySpace.Mat)
        tile_a = pl.move(tile_a_l1, target_memory=pl.MemorySpace.Left)
        tile_b = pl.move(tile_b_l1, target_memory=pl.MemorySpace.Right)
        tile_src = pl.matmul(tile_a, tile_b)
        # Assemble: insert tile_src into the right half of tile_x at offset [0, 16]
        result = pl.tile.assemble(tile_x, tile_src, [0, 16])
        # Move Mat -> Vec before store
        result_vec = pl.move(result, target_memory=pl.MemorySpace.Vec)
        out_y = pl.store(result_vec, [0, 0], y)
        return out_y

    @pl.function(type=pl.FunctionType.Orchestration)
    def orchestrator(
        self,
        x: pl.Tensor[[32, 32], pl.FP32],
        a: pl.Tensor[[32, 16], pl.FP32],
        b: pl.Tensor[[16, 16], pl.FP32],
        y: pl.Out[pl.Tensor[[32, 32], pl.FP32]],
    ) -> pl.Tensor[[32, 32], pl.FP32]:
        y = self.tile_assemble(x, a, b, y)
        return y

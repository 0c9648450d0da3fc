# tests/ut/codegen/test_cce_codegen.py::TestMatmulCodegen::test_matmul_acc (hand-written)
import pypto.language as pl


@pl.program
class TestMatmulAccProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def test_matmul_acc(
        self,
        a0: pl.Tensor[[32, 32], pl.FP16],
        a1: pl.Tensor[[32, 32], pl.FP16],
        b0: pl.Tensor[[32, 32], pl.FP16],
        b1: pl.Tensor[[32, 32], pl.FP16],
        c: pl.Tensor[[32, 32], pl.FP32],
    ) -> pl.Tensor[[32, 32], pl.FP32]:
        """Test accumulating matmul operation."""
        # Load tiles to L1 and move to compute buffers
        tile_a0_l1: pl.Tile[[32, 32], pl.FP16] = pl.load(a0, [0, 0], [32, 32], target_memory=2)
        tile_b0_l1: pl.Tile[[32, 32], pl.FP16] = pl.load(b0, [0, 0], [32, 32], target_memory=2)
        tile_a0_l0a: pl.Tile[[32, 32], pl.FP16] = pl.move(tile_a0_l1, target_memory=3)
        tile_b0_l0b: pl.Tile[[32, 32], pl.FP16] = pl.move(tile_b0_l1, target_memory=4)

        # First matmul
        tile_c0: pl.Tile[[32, 32], pl.FP32] = pl.matmul(tile_a0_l0a, tile_b0_l0b)

        # Load second batch
        tile_a1_l1: pl.Tile[[32, 32], pl.FP16] = pl.load(a1, [0, 0], [32, 32], target_memory=2)
        tile_b1_l1: pl.Tile[[32, 32], pl.FP16] = pl.load(b1, [0, 0], [32, 32], target_memory=2)
        tile_a1_l0a: pl.Tile[[32, 32], pl.FP16] = pl.move(tile_a1_l1, target_memory=3)
        tile_b1_l0b: pl.Tile[[32, 32], pl.FP16] = pl.move(tile_b1_l1, target_memory=4)

        # Accumulating matmul
        tile_c1: pl.Tile[[32, 32], pl.FP32] = pl.matmul_acc(tile_c0, tile_a1_l0a, tile_b1_l0b)

        # Move result and store
        result: pl.Tensor[[32, 32], pl.FP32] = pl.l0c_store(tile_c1, [0, 0], [32, 32], c)
        return result

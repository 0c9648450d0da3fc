# tests/ut/codegen/test_cce_codegen.py::TestMatmulCodegen::test_matmul_simple (hand-written)
import pypto.language as pl


@pl.program
class TestMatmulProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def test_matmul(
        self,
        a: pl.Tensor[[64, 64], pl.FP16],
        b: pl.Tensor[[64, 64], pl.FP16],
        c: pl.Tensor[[64, 64], pl.FP32],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        """Test matmul with L1/L0A/L0B/L0C memory spaces."""
        # Load to L1 (Mat tiles), move to L0A/L0B, matmul
        tile_a_l1: pl.Tile[[64, 64], pl.FP16] = pl.load(a, [0, 0], [64, 64], target_memory=2)  # L1
        tile_b_l1: pl.Tile[[64, 64], pl.FP16] = pl.load(b, [0, 0], [64, 64], target_memory=2)

        # Move to compute memory (L0A, L0B)
        tile_a_l0a: pl.Tile[[64, 64], pl.FP16] = pl.move(tile_a_l1, target_memory=3)  # L0A
        tile_b_l0b: pl.Tile[[64, 64], pl.FP16] = pl.move(tile_b_l1, target_memory=4)  # L0B

        # Matmul
        tile_c_l0c: pl.Tile[[64, 64], pl.FP32] = pl.matmul(tile_a_l0a, tile_b_l0b)

        # Move back and store
        # don't use TMOV to move l0c to l1, it has some constraints on the tile type(to be fixed)
        # TSTORE can support l0c to GM
        result: pl.Tensor[[64, 64], pl.FP32] = pl.l0c_store(tile_c_l0c, [0, 0], [64, 64], c)
        return result

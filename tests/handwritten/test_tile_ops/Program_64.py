# tests/ut/ir/operators/test_tile_ops.py::TestTileBitwiseArithmeticOps::test_tile_shl_preserves_lhs_dtype (hand-written)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        a: pl.Tensor[[128, 128], pl.UINT16],
        b: pl.Tensor[[128, 128], pl.UINT32],
        output: pl.Tensor[[128, 128], pl.UINT16],
    ) -> pl.Tensor[[128, 128], pl.UINT16]:
        tile_a: pl.Tile[[16, 16], pl.UINT16] = pl.load(a, [0, 0], [16, 16])
        tile_b: pl.Tile[[16, 16], pl.UINT32] = pl.load(b, [0, 0], [16, 16])
        tile_c: pl.Tile[[16, 16], pl.UINT16] = pl.shl(tile_a, tile_b)
        result: pl.Tensor[[128, 128], pl.UINT16] = pl.store(tile_c, [0, 0], output)
        return result

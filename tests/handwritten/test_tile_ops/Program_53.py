# tests/ut/ir/operators/test_tile_ops.py::TestTileBitwiseArithmeticOps::test_tile_and (hand-written)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        a: pl.Tensor[[128, 128], pl.INT32],
        b: pl.Tensor[[128, 128], pl.INT32],
        output: pl.Tensor[[128, 128], pl.INT32],
    ) -> pl.Tensor[[128, 128], pl.INT32]:
        tile_a: pl.Tile[[32, 32], pl.INT32] = pl.load(a, [0, 0], [32, 32])
        tile_b: pl.Tile[[32, 32], pl.INT32] = pl.load(b, [0, 0], [32, 32])
        tile_c: pl.Tile[[32, 32], pl.INT32] = pl.and_(tile_a, tile_b)
        result: pl.Tensor[[128, 128], pl.INT32] = pl.store(tile_c, [0, 0], output)
        return result

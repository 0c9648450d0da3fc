# tests/ut/ir/operators/test_tile_ops.py::TestTileBitwiseArithmeticOps::test_tile_not (hand-written)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        a: pl.Tensor[[128, 128], pl.INT16],
        output: pl.Tensor[[128, 128], pl.INT16],
    ) -> pl.Tensor[[128, 128], pl.INT16]:
        tile_a: pl.Tile[[16, 16], pl.INT16] = pl.load(a, [0, 0], [16, 16])
        tile_c: pl.Tile[[16, 16], pl.INT16] = pl.not_(tile_a)
        result: pl.Tensor[[128, 128], pl.INT16] = pl.store(tile_c, [0, 0], output)
        return result

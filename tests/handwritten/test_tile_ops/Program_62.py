# tests/ut/ir/operators/test_tile_ops.py::TestTileBitwiseArithmeticOps::test_tile_minimums (hand-written)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        a: pl.Tensor[[128, 128], pl.FP32],
        output: pl.Tensor[[128, 128], pl.FP32],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        tile_a: pl.Tile[[16, 16], pl.FP32] = pl.load(a, [0, 0], [16, 16])
        tile_c: pl.Tile[[16, 16], pl.FP32] = pl.minimums(tile_a, 0.0)
        result: pl.Tensor[[128, 128], pl.FP32] = pl.store(tile_c, [0, 0], output)
        return result

# tests/ut/ir/operators/test_tile_ops.py::TestTileElementwiseOps::test_tile_muls_preserves_tile_dtype (hand-written)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        a: pl.Tensor[[128, 128], pl.BF16],
        output: pl.Tensor[[128, 128], pl.BF16],
    ) -> pl.Tensor[[128, 128], pl.BF16]:
        tile_a: pl.Tile[[32, 32], pl.BF16] = pl.load(a, [0, 0], [32, 32])
        # Scalar 0.0 is typed FP32 by default; result must still be BF16.
        tile_c: pl.Tile[[32, 32], pl.BF16] = pl.mul(tile_a, 0.0)
        result: pl.Tensor[[128, 128], pl.BF16] = pl.store(tile_c, [0, 0], output)
        return result

# tests/ut/ir/operators/test_tile_ops.py::TestTileTransformOps::test_tile_transpose (hand-written)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        a: pl.Tensor[[128, 64], pl.FP32],
        output: pl.Tensor[[64, 128], pl.FP32],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        tile_a: pl.Tile[[32, 16], pl.FP32] = pl.load(a, [0, 0], [32, 16])
        tile_c: pl.Tile[[16, 32], pl.FP32] = pl.transpose(tile_a, axis1=0, axis2=1)
        result: pl.Tensor[[64, 128], pl.FP32] = pl.store(tile_c, [0, 0], output)
        return result

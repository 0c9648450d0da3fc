# tests/ut/ir/operators/test_tile_ops.py::TestTileConcatOps::test_tile_concat (hand-written)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        a: pl.Tensor[[128, 128], pl.FP32],
        b: pl.Tensor[[128, 128], pl.FP32],
        output: pl.Tensor[[128, 128], pl.FP32],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        tile_a: pl.Tile[[32, 16], pl.FP32] = pl.load(a, [0, 0], [32, 16])
        tile_b: pl.Tile[[32, 16], pl.FP32] = pl.load(b, [0, 0], [32, 16])
        tile_out: pl.Tile[[32, 32], pl.FP32] = pl.concat(tile_a, tile_b)
        result: pl.Tensor[[128, 128], pl.FP32] = pl.store(tile_out, [0, 0], output)
        return result

# tests/ut/ir/operators/test_tile_ops.py::TestTileMatMulOps::test_tile_matmul_bias (hand-written)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        a: pl.Tensor[[128, 64], pl.FP32],
        b: pl.Tensor[[64, 128], pl.FP32],
        bias: pl.Tensor[[1, 128], pl.FP32],
        output: pl.Tensor[[128, 128], pl.FP32],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        tile_a: pl.Tile[[32, 16], pl.FP32] = pl.load(a, [0, 0], [32, 16])
        tile_b: pl.Tile[[16, 32], pl.FP32] = pl.load(b, [0, 0], [16, 32])
        tile_bias: pl.Tile[[1, 32], pl.FP32] = pl.load(bias, [0, 0], [1, 32])
        tile_c: pl.Tile[[32, 32], pl.FP32] = pl.matmul_bias(tile_a, tile_b, tile_bias)
        result: pl.Tensor[[128, 128], pl.FP32] = pl.store(tile_c, [0, 0], output)
        return result

# tests/ut/ir/operators/test_tile_ops.py::TestTileMatMulOps::test_tile_gemv (hand-written)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        a: pl.Tensor[[1, 64], pl.FP32],
        b: pl.Tensor[[64, 128], pl.FP32],
        output: pl.Tensor[[1, 128], pl.FP32],
    ) -> pl.Tensor[[1, 128], pl.FP32]:
        tile_a: pl.Tile[[1, 16], pl.FP32] = pl.load(a, [0, 0], [1, 16])
        tile_b: pl.Tile[[16, 32], pl.FP32] = pl.load(b, [0, 0], [16, 32])
        tile_c: pl.Tile[[1, 32], pl.FP32] = pl.gemv(tile_a, tile_b)
        result: pl.Tensor[[1, 128], pl.FP32] = pl.store(tile_c, [0, 0], output)
        return result

# tests/ut/ir/operators/test_tile_ops.py::TestTileBitwiseArithmeticOps::test_tile_rems (hand-written)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        a: pl.Tensor[[128, 128], pl.FP32],
        output: pl.Tensor[[128, 128], pl.FP32],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        tile_a: pl.Tile[[32, 32], pl.FP32] = pl.load(a, [0, 0], [32, 32])
        tmp: pl.Tile[[32, 32], pl.FP32] = pl.tile.create(
            [32, 32], dtype=pl.FP32, target_memory=pl.MemorySpace.Vec
        )
        tile_c: pl.Tile[[32, 32], pl.FP32] = pl.rems(tile_a, 3.0, tmp)
        result: pl.Tensor[[128, 128], pl.FP32] = pl.store(tile_c, [0, 0], output)
        return result

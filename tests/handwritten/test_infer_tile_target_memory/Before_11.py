# tests/ut/ir/transforms/test_infer_tile_target_memory.py::TestInferTileTargetMemoryEdgeCases::test_multiple_incore_functions (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def incore_a(
        self,
        x: pl.Tensor[[64], pl.FP32],
        out_0: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        x_tile: pl.Tile[[64], pl.FP32] = pl.load(x, [0], [64])
        out_0: pl.Tensor[[64], pl.FP32] = pl.store(x_tile, [0], out_0)
        return out_0

    @pl.function(type=pl.FunctionType.InCore)
    def incore_b(
        self,
        y: pl.Tensor[[32], pl.FP16],
        out_0: pl.Out[pl.Tensor[[32], pl.FP16]],
    ) -> pl.Tensor[[32], pl.FP16]:
        y_tile: pl.Tile[[32], pl.FP16] = pl.load(y, [0], [32])
        out_0: pl.Tensor[[32], pl.FP16] = pl.store(y_tile, [0], out_0)
        return out_0

    @pl.function
    def main(
        self,
        x: pl.Tensor[[64], pl.FP32],
        y: pl.Tensor[[32], pl.FP16],
    ) -> pl.Tensor[[64], pl.FP32]:
        out_a: pl.Tensor[[64], pl.FP32] = pl.create_tensor([64], dtype=pl.FP32)
        a: pl.Tensor[[64], pl.FP32] = self.incore_a(x, out_a)
        out_b: pl.Tensor[[32], pl.FP16] = pl.create_tensor([32], dtype=pl.FP16)
        _b: pl.Tensor[[32], pl.FP16] = self.incore_b(y, out_b)
        return a

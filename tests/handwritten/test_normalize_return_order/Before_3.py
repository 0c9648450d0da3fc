# tests/ut/ir/transforms/test_normalize_return_order.py::TestNormalizeReturnOrder::test_single_return_noop (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[16], pl.FP32],
        out_0: pl.Out[pl.Tensor[[16], pl.FP32]],
    ) -> pl.Tensor[[16], pl.FP32]:
        x_tile: pl.Tile[[16], pl.FP32] = pl.load(x, [0], [16])
        y_tile: pl.Tile[[16], pl.FP32] = pl.tile.add(x_tile, x_tile)
        out_0_store: pl.Tensor[[16], pl.FP32] = pl.store(y_tile, [0], out_0)
        return out_0_store

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[16], pl.FP32],
        out_0: pl.Out[pl.Tensor[[16], pl.FP32]],
    ) -> pl.Tensor[[16], pl.FP32]:
        result: pl.Tensor[[16], pl.FP32] = self.kernel(x, out_0)
        return result

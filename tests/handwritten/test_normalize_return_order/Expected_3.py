# tests/ut/ir/transforms/test_normalize_return_order.py::TestNormalizeReturnOrder::test_inout_param_reorder (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[16], pl.FP32],
        a: pl.InOut[pl.Tensor[[16], pl.FP32]],
        b: pl.InOut[pl.Tensor[[16], pl.FP32]],
    ) -> tuple[pl.Tensor[[16], pl.FP32], pl.Tensor[[16], pl.FP32]]:
        x_tile: pl.Tile[[16], pl.FP32] = pl.load(x, [0], [16])
        a_tile: pl.Tile[[16], pl.FP32] = pl.tile.add(x_tile, x_tile)
        b_tile: pl.Tile[[16], pl.FP32] = pl.tile.mul(x_tile, x_tile)
        b_store: pl.Tensor[[16], pl.FP32] = pl.store(b_tile, [0], b)
        a_store: pl.Tensor[[16], pl.FP32] = pl.store(a_tile, [0], a)
        return (a_store, b_store)

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[16], pl.FP32],
        a: pl.InOut[pl.Tensor[[16], pl.FP32]],
        b: pl.InOut[pl.Tensor[[16], pl.FP32]],
    ) -> tuple[pl.Tensor[[16], pl.FP32], pl.Tensor[[16], pl.FP32]]:
        ret: tuple[pl.Tensor[[16], pl.FP32], pl.Tensor[[16], pl.FP32]] = self.kernel(x, a, b)
        ra: pl.Tensor[[16], pl.FP32] = ret[1]
        rb: pl.Tensor[[16], pl.FP32] = ret[0]
        return (ra, rb)

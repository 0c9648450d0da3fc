# tests/ut/ir/transforms/test_normalize_return_order.py::TestNormalizeReturnOrderSubmit::test_submit_swapped_returns_remapped (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[16], pl.FP32],
        out_a: pl.Out[pl.Tensor[[16], pl.FP32]],
        out_b: pl.Out[pl.Tensor[[16], pl.FP32]],
    ) -> tuple[pl.Tensor[[16], pl.FP32], pl.Tensor[[16], pl.FP32]]:
        x_tile: pl.Tile[[16], pl.FP32] = pl.load(x, [0], [16])
        a_tile: pl.Tile[[16], pl.FP32] = pl.tile.add(x_tile, x_tile)
        b_tile: pl.Tile[[16], pl.FP32] = pl.tile.mul(x_tile, x_tile)
        out_b_store: pl.Tensor[[16], pl.FP32] = pl.store(b_tile, [0], out_b)
        out_a_store: pl.Tensor[[16], pl.FP32] = pl.store(a_tile, [0], out_a)
        return (out_a_store, out_b_store)

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[16], pl.FP32],
        out_a: pl.Out[pl.Tensor[[16], pl.FP32]],
        out_b: pl.Out[pl.Tensor[[16], pl.FP32]],
    ) -> tuple[pl.Tensor[[16], pl.FP32], pl.Tensor[[16], pl.FP32]]:
        with pl.manual_scope():
            # permutation[0]=1, permutation[1]=0 → a reads index 1, b reads
            # index 0. Encoded here via the (b, a) unpack order, which the
            # parser desugars to b=_submit_tmp[0], a=_submit_tmp[1].
            (b, a), tid = pl.submit(self.kernel, x, out_a, out_b)  # noqa: F841
        return (a, b)

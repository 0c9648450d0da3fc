# tests/ut/language/test_post_alloc_roundtrip.py::TestSoftmaxRescaleDSL::test_softmax_rescale_orchestration_with_tuple_return (hand-written)
import pypto.language as pl


@pl.program
class SoftmaxOrch:
    @pl.function(type=pl.FunctionType.AIV)
    def init(
        self,
        x: pl.Tensor[[64, 128], pl.FP32],
        ret0_out: pl.Out[pl.Tensor[[16, 1], pl.FP32]],
        ret1_out: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> tuple[pl.Tensor[[16, 1], pl.FP32], pl.Tensor[[16, 128], pl.FP32]]:
        li: pl.Tile[[1, 16], pl.FP32] = pl.tile.full([1, 16], dtype=pl.FP32, value=0.0)
        oi: pl.Tile[[16, 128], pl.FP32] = pl.tile.load(x, [0, 0], [16, 128])
        r0: pl.Tensor[[16, 1], pl.FP32] = pl.tile.store(
            pl.tile.reshape(li, [16, 1]), [0, 0], ret0_out
        )
        r1: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(oi, [0, 0], ret1_out)
        return r0, r1

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        input: pl.Tensor[[64, 128], pl.FP32],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        ret0_out: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.create([16, 1], dtype=pl.FP32)
        ret1_out: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.create([16, 128], dtype=pl.FP32)
        # Fix #3: Tuple return, then index with [0] / [1]
        ret: pl.Tuple[
            pl.Tensor[[16, 1], pl.FP32],
            pl.Tensor[[16, 128], pl.FP32],
        ] = self.init(input, ret0_out, ret1_out)
        oi: pl.Tensor[[16, 128], pl.FP32] = ret[1]
        return oi

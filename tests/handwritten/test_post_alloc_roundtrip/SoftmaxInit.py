# tests/ut/language/test_post_alloc_roundtrip.py::TestSoftmaxRescaleDSL::test_softmax_rescale_incore_init (hand-written)
import pypto.language as pl


@pl.program
class SoftmaxInit:
    @pl.function(type=pl.FunctionType.AIV)
    def init(
        self,
        ret0_out: pl.Out[pl.Tensor[[16, 1], pl.FP32]],
        ret1_out: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> tuple[pl.Tensor[[16, 1], pl.FP32], pl.Tensor[[16, 128], pl.FP32]]:
        li: pl.Tile[[1, 16], pl.FP32] = pl.tile.full([1, 16], dtype=pl.FP32, value=0.0)
        oi: pl.Tile[[16, 128], pl.FP32] = pl.tile.full([16, 128], dtype=pl.FP32, value=0.0)
        r0: pl.Tensor[[16, 1], pl.FP32] = pl.tile.store(
            pl.tile.reshape(li, [16, 1]), [0, 0], ret0_out
        )
        r1: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(oi, [0, 0], ret1_out)
        return r0, r1

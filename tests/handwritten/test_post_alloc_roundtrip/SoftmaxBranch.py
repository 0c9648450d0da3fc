# tests/ut/language/test_post_alloc_roundtrip.py::TestSoftmaxRescaleDSL::test_softmax_rescale_branch_on_index (hand-written)
import pypto.language as pl


@pl.program
class SoftmaxBranch:
    @pl.function(type=pl.FunctionType.AIV)
    def body(
        self,
        cur_li: pl.Tensor[[16, 1], pl.FP32],
        li_prev: pl.Tensor[[16, 1], pl.FP32],
        oi_prev: pl.Tensor[[16, 128], pl.FP32],
        oi_tmp: pl.Tensor[[16, 128], pl.FP32],
        idx: pl.Scalar[pl.INDEX],
        ret0_out: pl.Out[pl.Tensor[[16, 1], pl.FP32]],
        ret1_out: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> tuple[pl.Tensor[[16, 1], pl.FP32], pl.Tensor[[16, 128], pl.FP32]]:
        cur_li_t: pl.Tile[[16, 1], pl.FP32] = pl.tile.load(cur_li, [0, 0], [16, 1])
        li_t: pl.Tile[[16, 1], pl.FP32] = pl.tile.load(li_prev, [0, 0], [16, 1])
        oi_t: pl.Tile[[16, 128], pl.FP32] = pl.tile.load(oi_prev, [0, 0], [16, 128])
        oi_tmp_t: pl.Tile[[16, 128], pl.FP32] = pl.tile.load(oi_tmp, [0, 0], [16, 128])
        # Fix #5: Scalar == int in if-condition
        if idx == 0:
            oi_out: pl.Tile[[16, 128], pl.FP32] = oi_tmp_t
            li_out: pl.Tile[[16, 1], pl.FP32] = cur_li_t
            li_phi, oi_phi = pl.yield_(li_out, oi_out)
        else:
            li_new: pl.Tile[[16, 1], pl.FP32] = pl.tile.add(li_t, cur_li_t)
            oi_new: pl.Tile[[16, 128], pl.FP32] = pl.tile.add(oi_t, oi_tmp_t)
            li_phi, oi_phi = pl.yield_(li_new, oi_new)
        r0: pl.Tensor[[16, 1], pl.FP32] = pl.tile.store(li_phi, [0, 0], ret0_out)
        r1: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(oi_phi, [0, 0], ret1_out)
        return r0, r1

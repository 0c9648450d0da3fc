# tests/ut/codegen/test_auto_split_mat_staging.py::test_auto_split_mat_staging (hand-written)
import pypto.language as pl

b_trans = True
vn = 256
vk = 128


@pl.jit
def attention(
    q: pl.Tensor[[256, 256], pl.BF16],
    k: pl.Tensor[[256, 256], pl.BF16],
    v: pl.Tensor[[256, 256], pl.BF16],
    out: pl.Out[pl.Tensor[[256, 256], pl.FP32]],
):
    for blk in pl.spmd(
        4,
        name_hint="attention",
        optimizations=[pl.cross_core_slot(slot_num=1), pl.split(pl.SplitMode.UP_DOWN)],
    ):
        r0 = blk * 64
        scores = pl.matmul(q[r0 : r0 + 64, 0:256], k[0:128, 0:256], b_trans=True, out_dtype=pl.FP32)
        prob = pl.cast(pl.exp(scores), target_type=pl.BF16, mode="rint")
        product = pl.matmul(prob, v[0:vn, 0:vk], b_trans=b_trans, out_dtype=pl.FP32)
        out[r0 : r0 + 64, 0:256] = pl.add(product, 1.0)
    return out

# tests/ut/ir/transforms/test_auto_tile_matmul_acc_mn.py::<module> (hand-written)
import pypto.language as pl

WIDE_M = 272
WIDE_N = 144
WIDE_K_TOTAL = 256
WIDE_K_TILE = 128


@pl.jit
def canonical_split_k_mn(
    a: pl.Tensor[[WIDE_M, WIDE_K_TOTAL], pl.INT8],
    b: pl.Tensor[[WIDE_K_TOTAL, WIDE_N], pl.INT8],
    c: pl.Out[pl.Tensor[[WIDE_M, WIDE_N], pl.INT32]],
):
    for _ in pl.spmd(1):
        acc = pl.create_tensor([WIDE_M, WIDE_N], dtype=pl.INT32)
        for kb in pl.pipeline(0, WIDE_K_TOTAL // WIDE_K_TILE, stage=2):
            k0 = kb * WIDE_K_TILE
            at = a[0:WIDE_M, k0 : k0 + WIDE_K_TILE]
            bt = b[k0 : k0 + WIDE_K_TILE, 0:WIDE_N]
            if k0 == 0:
                acc = pl.matmul(at, bt, out_dtype=pl.INT32)
            else:
                acc = pl.matmul_acc(acc, at, bt)
        c[0:WIDE_M, 0:WIDE_N] = acc
    return c

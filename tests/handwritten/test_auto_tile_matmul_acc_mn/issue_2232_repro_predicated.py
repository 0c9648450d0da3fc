# tests/ut/ir/transforms/test_auto_tile_matmul_acc_mn.py::<module> (hand-written)
import pypto.language as pl

M = 16
N = 1152
K_TOTAL = 1024
K_TILE = 128
N_TOTAL = N * 8


@pl.jit
def issue_2232_repro_predicated(
    a: pl.Tensor[[M, K_TOTAL], pl.INT8],
    b: pl.Tensor[[K_TOTAL, N_TOTAL], pl.INT8],
    c: pl.Out[pl.Tensor[[M, N_TOTAL], pl.INT32]],
):
    for i in pl.spmd(N_TOTAL // N, name_hint="mm"):
        n0 = i * N
        acc = pl.create_tensor([M, N], dtype=pl.INT32)
        for kb in pl.pipeline(0, K_TOTAL // K_TILE, stage=2):
            k0 = kb * K_TILE
            at = a[0:M, k0 : k0 + K_TILE]
            bt = b[k0 : k0 + K_TILE, n0 : n0 + N]
            acc = pl.matmul_acc(acc, at, bt, init_cond=(k0 == 0))
        c[0:M, n0 : n0 + N] = acc
    return c

# tests/ut/ir/transforms/test_auto_tile_matmul_acc_mn.py::<module> (hand-written)
import pypto.language as pl

WIDE_M = 272
WIDE_N = 144
COMPOSE_K_TOTAL = 768
COMPOSE_K_TILE = 384


@pl.jit
def canonical_split_k_n_boundary_retiles_k_predicated(
    a: pl.Tensor[[WIDE_M, COMPOSE_K_TOTAL], pl.INT8],
    b: pl.Tensor[[COMPOSE_K_TOTAL, WIDE_N], pl.INT8],
    c: pl.Out[pl.Tensor[[WIDE_M, WIDE_N], pl.INT32]],
):
    for _ in pl.spmd(1):
        acc = pl.create_tensor([WIDE_M, WIDE_N], dtype=pl.INT32)
        for kb in pl.pipeline(0, COMPOSE_K_TOTAL // COMPOSE_K_TILE, stage=2):
            k0 = kb * COMPOSE_K_TILE
            at = a[0:WIDE_M, k0 : k0 + COMPOSE_K_TILE]
            bt = b[k0 : k0 + COMPOSE_K_TILE, 0:WIDE_N]
            acc = pl.matmul_acc(acc, at, bt, init_cond=(k0 == 0))
        c[0:WIDE_M, 0:WIDE_N] = acc
    return c

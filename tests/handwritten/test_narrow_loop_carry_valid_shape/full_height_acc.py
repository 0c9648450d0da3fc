# tests/ut/ir/transforms/test_narrow_loop_carry_valid_shape.py::<module> (hand-written)
import pypto.language as pl

BLOCKS = 4
M_TILE = 64
K = 1024
N_TILE = 256
K_TILE = 512


@pl.jit
def full_height_acc(
    x: pl.Tensor[[BLOCKS * M_TILE, K], pl.INT8],
    w: pl.Tensor[[BLOCKS, N_TILE, K], pl.INT8],
    y: pl.Out[pl.Tensor[[BLOCKS * M_TILE, N_TILE], pl.INT32]],
):
    for b in pl.spmd(BLOCKS, name_hint="mm_full", allow_early_resolve=True):
        m0 = b * M_TILE
        acc = pl.create_tensor([1, M_TILE, N_TILE], dtype=pl.INT32)
        for k0 in pl.pipeline(0, K, K_TILE, stage=2):
            xk = pl.slice(x, [M_TILE, K_TILE], [m0, k0])
            wk = w[b : b + 1, 0:N_TILE, k0 : k0 + K_TILE]
            if k0 == 0:
                acc = pl.matmul(xk, wk, b_trans=True, out_dtype=pl.INT32)
            else:
                acc = pl.matmul_acc(acc, xk, wk, b_trans=True)
        y[m0 : m0 + M_TILE, :] = pl.reshape(acc, [M_TILE, N_TILE])
    return y

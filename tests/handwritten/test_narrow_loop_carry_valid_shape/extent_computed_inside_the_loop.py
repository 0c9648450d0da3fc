# tests/ut/ir/transforms/test_narrow_loop_carry_valid_shape.py::<module> (hand-written)
import pypto.language as pl

BLOCKS = 4
M_TILE = 64
K = 1024
N_TILE = 256
K_TILE = 512


@pl.jit
def extent_computed_inside_the_loop(
    x: pl.Tensor[[BLOCKS * M_TILE, K], pl.INT8],
    w: pl.Tensor[[N_TILE, K], pl.INT8],
    rows: pl.Tensor[[BLOCKS, 1], pl.INT32],
    y: pl.Out[pl.Tensor[[BLOCKS * M_TILE, N_TILE], pl.INT32]],
):
    for b in pl.spmd(BLOCKS, name_hint="mm_inner_v", allow_early_resolve=True):
        m0 = b * M_TILE
        acc = pl.create_tensor([M_TILE, N_TILE], dtype=pl.INT32)
        for k0 in pl.pipeline(0, K, K_TILE, stage=2):
            v = pl.min(M_TILE, pl.read(rows, [b, 0]))
            xk = pl.slice(x, [M_TILE, K_TILE], [m0, k0], valid_shape=[v, K_TILE])
            wk = pl.slice(w, [N_TILE, K_TILE], [0, k0])
            if k0 == 0:
                acc = pl.matmul(xk, wk, b_trans=True, out_dtype=pl.INT32)
            else:
                acc = pl.matmul_acc(acc, xk, wk, b_trans=True)
        y[m0 : m0 + M_TILE, :] = acc
    return y

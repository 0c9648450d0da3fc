# tests/ut/ir/transforms/test_narrow_loop_carry_valid_shape.py::<module> (hand-written)
import pypto.language as pl

BLOCKS = 4
K = 1024
FRACTAL_ROWS = 16
FRACTAL_N_TILE = 128
FRACTAL_K_TILE = 256


@pl.jit
def single_fractal_block_acc(
    x: pl.Tensor[[BLOCKS * FRACTAL_ROWS, K], pl.BF16],
    w: pl.Tensor[[K, FRACTAL_N_TILE], pl.BF16],
    rows: pl.Tensor[[BLOCKS, 1], pl.INT32],
    y: pl.Out[pl.Tensor[[BLOCKS * FRACTAL_ROWS, FRACTAL_N_TILE], pl.FP32]],
):
    for b in pl.spmd(BLOCKS, name_hint="mm_fractal", allow_early_resolve=True):
        m0 = b * FRACTAL_ROWS
        acc = pl.create_tensor([FRACTAL_ROWS, FRACTAL_N_TILE], dtype=pl.FP32)
        for k0 in pl.pipeline(0, K, FRACTAL_K_TILE, stage=2):
            v = pl.min(FRACTAL_ROWS, pl.read(rows, [b, 0]))
            xk = pl.slice(x, [FRACTAL_ROWS, FRACTAL_K_TILE], [m0, k0], valid_shape=[v, FRACTAL_K_TILE])
            wk = pl.slice(w, [FRACTAL_K_TILE, FRACTAL_N_TILE], [k0, 0])
            if k0 == 0:
                acc = pl.matmul(xk, wk, out_dtype=pl.FP32)
            else:
                acc = pl.matmul_acc(acc, xk, wk)
        y[m0 : m0 + FRACTAL_ROWS, :] = acc
    return y

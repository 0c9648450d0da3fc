# ptoc: run --backend 910B --memory-planner pypto --in 0=const:1 --in 1=iota --print 2
# Split-K accumulation with a pipelined K loop (test_auto_tile_matmul_acc_mn
# issue_2232_repro, smaller): `if k0 == 0` the first product, else matmul_acc
# into the carried accumulator.  Under the pypto planner the Acc handles of
# the carry, the if's phi and the L0 tiles are one buffer at address 0; the
# runtime must take a read through the phi of what the carry's handle wrote
# as the same value, not as a clobbered live tile.  a = 1, b[k][n] = n as
# int8 (iota wraps at 256, so columns 128..255 are -128..-1): every row is
# c[n] = 2048 * int8(n) = 0, 2048, ..., 260096, -262144, ..., -2048.
import pypto.language as pl

M = 16
N = 256
K_TOTAL = 2048
K_TILE = 512


@pl.jit
def split_k_acc_phi(
    a: pl.Tensor[[M, K_TOTAL], pl.INT8],
    b: pl.Tensor[[K_TOTAL, N], pl.INT8],
    c: pl.Out[pl.Tensor[[M, N], pl.INT32]],
):
    for i in pl.spmd(1, name_hint="mm"):
        acc = pl.create_tensor([M, N], dtype=pl.INT32)
        for kb in pl.pipeline(0, K_TOTAL // K_TILE, stage=2):
            k0 = kb * K_TILE
            at = a[0:M, k0 : k0 + K_TILE]
            bt = b[k0 : k0 + K_TILE, 0:N]
            if k0 == 0:
                acc = pl.matmul(at, bt, out_dtype=pl.INT32)
            else:
                acc = pl.matmul_acc(acc, at, bt)
        c[0:M, 0:N] = acc
    return c

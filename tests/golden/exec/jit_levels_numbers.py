# ptoc: run --in 0=iota --print 1 --print 2
# The Programming Model page's @pl.jit program, at [16, 16]: the entry
# `levels` dispatches its two @pl.jit.incore kernels by their bare names, one
# squaring x at tensor level, one at tile level.  Both outputs are x * x:
# element (r, c) of x is 16 * r + c, so row 0 is 0 1 4 ... 225 and row 15
# 57600 .. 65025 (255 * 255).
import pypto.language as pl


@pl.jit.incore
def square_tensor(
    x: pl.Tensor[[16, 16], pl.FP32],
    out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
):
    out = pl.assemble(out, pl.mul(x, x), [0, 0])
    return out


@pl.jit.incore
def square_tile(
    x: pl.Tensor[[16, 16], pl.FP32],
    out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
):
    t = pl.load(x, [0, 0], [16, 16])
    y = pl.mul(t, t)
    pl.store(y, [0, 0], out)
    return out


@pl.jit
def levels(
    x: pl.Tensor[[16, 16], pl.FP32],
    out_t: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    out_k: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
):
    out_t = square_tensor(x, out_t)
    out_k = square_tile(x, out_k)
    return out_t, out_k

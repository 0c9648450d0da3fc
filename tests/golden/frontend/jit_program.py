# ptoc: print
# A file of @pl.jit functions is the program the reference's JIT front end
# specializes its entry into: `_jit_<entry>`, the plain @pl.jit entry an
# Orchestration function (CHIP, Orchestrator), @pl.jit.incore an InCore one
# (CHIP_DIE, SubWorker), @pl.jit.inline an Inline one, and a call by a bare
# name a call of that program function (the Quickstart and Functions pages).
import pypto.language as pl


@pl.jit.inline
def twice(x: pl.Tensor[[128, 128], pl.FP32]) -> pl.Tensor[[128, 128], pl.FP32]:
    return pl.add(x, x)


@pl.jit.incore
def add_kernel(
    a: pl.Tensor[[128, 128], pl.FP32],
    b: pl.Tensor[[128, 128], pl.FP32],
    out: pl.Out[pl.Tensor[[128, 128], pl.FP32]],
):
    out[:] = pl.add(a, b)
    return out


@pl.jit
def entry(
    a: pl.Tensor[[128, 128], pl.FP32],
    b: pl.Tensor[[128, 128], pl.FP32],
    out: pl.Out[pl.Tensor[[128, 128], pl.FP32]],
):
    with pl.at(level=pl.Level.CORE_GROUP):
        d = twice(a)
    out = add_kernel(d, b, out)
    return out

# ptoc: print
# the prefetch handle types print and parse back (pl.PrefetchAsyncContext ...)
import pypto.language as pl

@pl.program
class Prefetch:
    @pl.function(type=pl.FunctionType.InCore)
    def scale_add(x: pl.Tensor[[1, 512], pl.FP32], y: pl.Tensor[[1, 512], pl.FP32], out: pl.Out[pl.Tensor[[1, 512], pl.FP32]]) -> pl.Tensor[[1, 512], pl.FP32]:
        ctx = pl.prefetch.make_context()
        ex = pl.prefetch.async_prefetch(x, ctx)
        ey = pl.prefetch.async_prefetch(y, ctx)
        session = pl.prefetch.session(ctx)
        pl.prefetch.wait(ex, session)
        done = pl.prefetch.wait(ey, session)
        a = pl.load(x, [0, 0], [1, 512])
        b = pl.load(y, [0, 0], [1, 512])
        c = pl.add(a, b)
        d = pl.mul(c, 2.0)
        r = pl.store(d, [0, 0], out)
        return r

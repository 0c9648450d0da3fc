# ptoc: opt --backend 910B --passes=init_mem_ref,materialize_semantic_aliases,memory_reuse,allocate_memory_addr
# A loop starts from xr, a reshape of x that shares x's buffer, and x and xr are read in the body
# and after the loop: the carried tile needs a buffer of its own.  acc: a -> 2a (i = 0) -> 3a
# (i = 1: 2a + a) -> 6a (i = 2); out = 6a + a = 7 * a.
import pypto.language as pl

@pl.program
class ViewInitReadAfter:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 64], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        x: pl.Tile[[16, 64], pl.FP32] = pl.load(a, [0, 0], [16, 64])
        xr: pl.Tile[[64, 16], pl.FP32] = pl.reshape(x, [64, 16])
        for i, (acc,) in pl.range(0, 3, 1, init_values=(xr,)):
            if i == 1:
                d: pl.Tile[[64, 16], pl.FP32] = pl.add(acc, xr)
                r = pl.yield_(d)
            else:
                e: pl.Tile[[64, 16], pl.FP32] = pl.mul(acc, 2.0)
                r = pl.yield_(e)
            acc_n = pl.yield_(r)
        back: pl.Tile[[16, 64], pl.FP32] = pl.reshape(acc_n, [16, 64])
        w: pl.Tile[[16, 64], pl.FP32] = pl.add(back, x)
        o: pl.Tensor[[16, 64], pl.FP32] = pl.store(w, [0, 0], out)
        return o

# ptoc: opt --backend 910B --passes=init_mem_ref,materialize_semantic_aliases,memory_reuse,allocate_memory_addr
# An if result whose then-branch yields x, which is read again after the if: the result gets a
# buffer of its own (shared with the else value w) and the then-branch moves x into it, so the
# else branch cannot overwrite x.  out = 2 * a when n > 0, else 2 * a + a = 3 * a.
import pypto.language as pl

@pl.program
class IfYieldReadAfter:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 64], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        x: pl.Tile[[16, 64], pl.FP32] = pl.load(a, [0, 0], [16, 64])
        w: pl.Tile[[16, 64], pl.FP32] = pl.add(x, x)
        if n > 0:
            r = pl.yield_(x)
        else:
            r = pl.yield_(w)
        y: pl.Tile[[16, 64], pl.FP32] = pl.add(r, x)
        o: pl.Tensor[[16, 64], pl.FP32] = pl.store(y, [0, 0], out)
        return o

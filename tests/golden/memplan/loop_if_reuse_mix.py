# ptoc: opt --backend 910B --passes=init_mem_ref,materialize_semantic_aliases,memory_reuse,allocate_memory_addr
# A loop-carried tile updated by an if, x and y read in every trip and after the loop, and tiles
# dying in each branch (reuse candidates).  acc: a -> 2a (i = 0: 3a - a) -> 12a (i = 1: 3 * 4a)
# -> 13a (i = 2: 14a - a); out = 13a + 2a = 15 * a.
import pypto.language as pl

@pl.program
class LoopIfReuseMix:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 64], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        x: pl.Tile[[16, 64], pl.FP32] = pl.load(a, [0, 0], [16, 64])
        y: pl.Tile[[16, 64], pl.FP32] = pl.mul(x, 2.0)
        for i, (acc,) in pl.range(0, 3, 1, init_values=(x,)):
            t: pl.Tile[[16, 64], pl.FP32] = pl.add(acc, y)
            if i == 1:
                u: pl.Tile[[16, 64], pl.FP32] = pl.mul(t, 3.0)
                r = pl.yield_(u)
            else:
                v: pl.Tile[[16, 64], pl.FP32] = pl.sub(t, x)
                r = pl.yield_(v)
            acc_n = pl.yield_(r)
        w: pl.Tile[[16, 64], pl.FP32] = pl.add(acc_n, y)
        o: pl.Tensor[[16, 64], pl.FP32] = pl.store(w, [0, 0], out)
        return o

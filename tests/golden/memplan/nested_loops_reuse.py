# ptoc: opt --backend 910B --passes=init_mem_ref,materialize_semantic_aliases,memory_reuse,allocate_memory_addr
# Nested loops: p dies into the inner loop's carried tile, x is read in every inner trip, the outer
# iter arg o is read after the inner loop.  Outer trips: o = a -> 4a - a = 3a -> 8a - 3a = 5a;
# out = 5a + a = 6 * a.
import pypto.language as pl

@pl.program
class NestedLoopsReuse:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 64], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        x: pl.Tile[[16, 64], pl.FP32] = pl.load(a, [0, 0], [16, 64])
        for j, (o,) in pl.range(0, 2, 1, init_values=(x,)):
            p: pl.Tile[[16, 64], pl.FP32] = pl.mul(o, 2.0)
            for k, (q,) in pl.range(0, 2, 1, init_values=(p,)):
                s: pl.Tile[[16, 64], pl.FP32] = pl.add(q, x)
                q_n = pl.yield_(s)
            z: pl.Tile[[16, 64], pl.FP32] = pl.sub(q_n, o)
            o_n = pl.yield_(z)
        w: pl.Tile[[16, 64], pl.FP32] = pl.add(o_n, x)
        r: pl.Tensor[[16, 64], pl.FP32] = pl.store(w, [0, 0], out)
        return r

# ptoc: opt --backend 910B --passes=init_mem_ref,materialize_semantic_aliases,memory_reuse,allocate_memory_addr
# x is read in a first loop and starts an inner loop in every trip of a second one: the inner loop
# runs on a copy of x, as the next outer trip reads x again (x is live to the end of each loop it
# is read in, not only of the first).  c_n = y + 3x = 4a, each outer trip adds 4x: out = 12 * a;
# with x overwritten by the inner loop it is 24 * a.
import pypto.language as pl

@pl.program
class LoopsNestedInitRead:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 64], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        x: pl.Tile[[16, 64], pl.FP32] = pl.load(a, [0, 0], [16, 64])
        y: pl.Tile[[16, 64], pl.FP32] = pl.load(a, [0, 0], [16, 64])
        for i, (c_it,) in pl.range(0, 3, 1, init_values=(y,)):
            c: pl.Tile[[16, 64], pl.FP32] = pl.add(c_it, x)
            c_n = pl.yield_(c)
        for j, (s_it,) in pl.range(0, 2, 1, init_values=(c_n,)):
            for k, (d_it,) in pl.range(0, 2, 1, init_values=(x,)):
                d: pl.Tile[[16, 64], pl.FP32] = pl.add(d_it, d_it)
                d_n = pl.yield_(d)
            s: pl.Tile[[16, 64], pl.FP32] = pl.add(s_it, d_n)
            s_n = pl.yield_(s)
        o: pl.Tensor[[16, 64], pl.FP32] = pl.store(s_n, [0, 0], out)
        return o

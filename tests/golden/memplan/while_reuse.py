# ptoc: opt --backend 910B --passes=init_mem_ref,materialize_semantic_aliases,memory_reuse,allocate_memory_addr
# A while loop carrying a count and a tile, x read in every trip, u dying into v.  Trips:
# acc = a -> 4a - a = 3a -> 8a - 3a = 5a -> 12a - 5a = 7a; out = 7 * a.
import pypto.language as pl

@pl.program
class WhileReuse:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 64], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        x: pl.Tile[[16, 64], pl.FP32] = pl.load(a, [0, 0], [16, 64])
        c0: pl.Scalar[pl.INDEX] = 0
        for (c, acc) in pl.while_(init_values=(c0, x)):
            pl.cond(c < 3)
            t: pl.Tile[[16, 64], pl.FP32] = pl.add(acc, x)
            u: pl.Tile[[16, 64], pl.FP32] = pl.mul(t, 2.0)
            v: pl.Tile[[16, 64], pl.FP32] = pl.sub(u, acc)
            c2: pl.Scalar[pl.INDEX] = c + 1
            c_n, acc_n = pl.yield_(c2, v)
        r: pl.Tensor[[16, 64], pl.FP32] = pl.store(acc_n, [0, 0], out)
        return r

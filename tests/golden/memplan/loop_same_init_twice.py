# ptoc: opt --backend 910B --passes=init_mem_ref,materialize_semantic_aliases,memory_reuse,allocate_memory_addr
# Two iter args initialised from the same x: the first takes x's buffer, the second starts from a
# copy of x (both are live in the body).  a -> 2a, b -> b - a: trips (2x, 0), (4x, -2x);
# out = 4x - 2x = 2 * a.
import pypto.language as pl

@pl.program
class SameInitTwice:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 64], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        x: pl.Tile[[16, 64], pl.FP32] = pl.load(a, [0, 0], [16, 64])
        for i, (a_it, b_it) in pl.range(0, 2, 1, init_values=(x, x)):
            a2: pl.Tile[[16, 64], pl.FP32] = pl.add(a_it, a_it)
            b2: pl.Tile[[16, 64], pl.FP32] = pl.sub(b_it, a_it)
            a_n, b_n = pl.yield_(a2, b2)
        z: pl.Tile[[16, 64], pl.FP32] = pl.add(a_n, b_n)
        o: pl.Tensor[[16, 64], pl.FP32] = pl.store(z, [0, 0], out)
        return o

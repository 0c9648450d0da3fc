# ptoc: opt --backend 910B --passes=init_mem_ref,materialize_semantic_aliases,memory_reuse,allocate_memory_addr
# Nested loops: the inner accumulator starts from the outer one, o_it, which the inner body reads.
# The inner loop runs on a copy of o_it and its result is moved back into the outer accumulator
# before the outer yield: o -> 3o per outer trip, out = 9 * a.
import pypto.language as pl

@pl.program
class NestedReadInInner:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 64], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        x: pl.Tile[[16, 64], pl.FP32] = pl.load(a, [0, 0], [16, 64])
        for j, (o_it,) in pl.range(0, 2, 1, init_values=(x,)):
            for i, (in_it,) in pl.range(0, 2, 1, init_values=(o_it,)):
                t: pl.Tile[[16, 64], pl.FP32] = pl.add(in_it, o_it)
                in_n = pl.yield_(t)
            o_n = pl.yield_(in_n)
        o: pl.Tensor[[16, 64], pl.FP32] = pl.store(o_n, [0, 0], out)
        return o

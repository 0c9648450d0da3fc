# ptoc: opt --backend 910B --passes=init_mem_ref,materialize_semantic_aliases,memory_reuse,allocate_memory_addr
# Nested loops: the inner accumulator starts from the outer one, o_it, which the outer body reads
# again after the inner loop.  The inner loop runs on a copy of o_it (in_it_init) and s, computed
# in place over o_it, is the outer yield: x -> 4x + x per outer trip, out = 25 * a.
import pypto.language as pl

@pl.program
class NestedReadAfterInner:
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
                t: pl.Tile[[16, 64], pl.FP32] = pl.add(in_it, in_it)
                in_n = pl.yield_(t)
            s: pl.Tile[[16, 64], pl.FP32] = pl.add(in_n, o_it)
            o_n = pl.yield_(s)
        o: pl.Tensor[[16, 64], pl.FP32] = pl.store(o_n, [0, 0], out)
        return o

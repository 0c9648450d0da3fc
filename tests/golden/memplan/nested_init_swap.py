# ptoc: opt --backend 910B --passes=init_mem_ref,materialize_semantic_aliases,memory_reuse,allocate_memory_addr
# An inner loop started from the outer loop's carried tiles swapped, whose results the outer loop
# carries back: the inner iter args take the buffers of the tiles they start from, so the inner
# results come back swapped and the two moves before the outer yield form a cycle, broken by
# saving ai_n.  Outer trips (x, 2x) -> inner from (2x, x): (4x, x) -> inner from (x, 4x):
# (9x, 4x); out = 3 * 9x + 4x = 31 * a.
import pypto.language as pl

@pl.program
class NestedInitSwap:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 64], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        x: pl.Tile[[16, 64], pl.FP32] = pl.load(a, [0, 0], [16, 64])
        y: pl.Tile[[16, 64], pl.FP32] = pl.add(x, x)
        for i, (a_o, b_o) in pl.range(0, 2, 1, init_values=(x, y)):
            for j, (ai, bi) in pl.range(0, 2, 1, init_values=(b_o, a_o)):
                c: pl.Tile[[16, 64], pl.FP32] = pl.add(ai, bi)
                ai_n, bi_n = pl.yield_(c, bi)
            a_n, b_n = pl.yield_(ai_n, bi_n)
        t: pl.Tile[[16, 64], pl.FP32] = pl.mul(a_n, 3.0)
        z: pl.Tile[[16, 64], pl.FP32] = pl.add(t, b_n)
        o: pl.Tensor[[16, 64], pl.FP32] = pl.store(z, [0, 0], out)
        return o

# ptoc: opt --backend 910B --passes=init_mem_ref,materialize_semantic_aliases,memory_reuse
# The reference's test_while_stmt program (its MemoryReuse case test_while_stmt__Expected__2):
# a while loop carrying a count and a tile a, with t loaded afresh in every trip and s = a + t
# yielded.  s goes on the carry's buffer (as in a for loop), not on t's: t's buffer is
# loaded again in the next trip while a still holds s.  (The reference puts s on t's buffer
# and joins nothing at the yield; tests/cases/pending.txt.)  out = 2 * x.
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.AIV)
    def f(self, x: pl.Tensor[[64], pl.FP32], out: pl.Out[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        acc: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.full([64], dtype=pl.FP32, value=0.0)
        cnt: pl.Scalar[pl.INT64] = 0
        for (c, a) in pl.while_(init_values=(cnt, acc)):
            pl.cond(c < 2)
            t: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.load(x, [0], [64])
            s: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.add(a, t)
            c2: pl.Scalar[pl.INT64] = c + 1
            rc, ra = pl.yield_(c2, s)
        o: pl.Tensor[[64], pl.FP32] = pl.store(ra, [0], out)
        return o

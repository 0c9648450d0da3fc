# ptoc: opt --backend 910B --passes=init_mem_ref,materialize_semantic_aliases,memory_reuse,allocate_memory_addr
# A yield that passes a_it into two slots and c_it into a's: a_it is read by the moves into b's
# and c's buffers, so the move into b's goes first; a and c then form a cycle, broken by saving
# c_it.  Trips (x, 2x, 3x) -> (3x, x, x) -> (x, 3x, 3x) -> (3x, x, x);
# out = 3x + 3 * x + 9 * x = 15 * a.
import pypto.language as pl

@pl.program
class YieldIterArgTwice:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 64], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        x: pl.Tile[[16, 64], pl.FP32] = pl.load(a, [0, 0], [16, 64])
        y: pl.Tile[[16, 64], pl.FP32] = pl.add(x, x)
        w: pl.Tile[[16, 64], pl.FP32] = pl.add(y, x)
        for i, (a_it, b_it, c_it) in pl.range(0, 3, 1, init_values=(x, y, w)):
            a_n, b_n, c_n = pl.yield_(c_it, a_it, a_it)
        t: pl.Tile[[16, 64], pl.FP32] = pl.mul(b_n, 3.0)
        u: pl.Tile[[16, 64], pl.FP32] = pl.mul(c_n, 9.0)
        s: pl.Tile[[16, 64], pl.FP32] = pl.add(a_n, t)
        z: pl.Tile[[16, 64], pl.FP32] = pl.add(s, u)
        o: pl.Tensor[[16, 64], pl.FP32] = pl.store(z, [0, 0], out)
        return o

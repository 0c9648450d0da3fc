# ptoc: opt --backend 910B --passes=init_mem_ref,materialize_semantic_aliases,memory_reuse,allocate_memory_addr
# A yield that rotates three carried tiles (a <- b <- c <- a): one cycle of three moves, broken by
# saving b_it first; c_it then goes into b's buffer, a_it into c's, the saved b into a's.  Four
# trips rotate once: (x, 2x, 3x) -> (2x, 3x, x); out = 2x + 3 * 3x + 9 * x = 20 * a.
import pypto.language as pl

@pl.program
class RotateIterArgs:
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
        for i, (a_it, b_it, c_it) in pl.range(0, 4, 1, init_values=(x, y, w)):
            a_n, b_n, c_n = pl.yield_(b_it, c_it, a_it)
        t: pl.Tile[[16, 64], pl.FP32] = pl.mul(b_n, 3.0)
        u: pl.Tile[[16, 64], pl.FP32] = pl.mul(c_n, 9.0)
        s: pl.Tile[[16, 64], pl.FP32] = pl.add(a_n, t)
        z: pl.Tile[[16, 64], pl.FP32] = pl.add(s, u)
        o: pl.Tensor[[16, 64], pl.FP32] = pl.store(z, [0, 0], out)
        return o

# ptoc: opt --backend 910B --passes=init_mem_ref,materialize_semantic_aliases,memory_reuse,allocate_memory_addr
# An if inside a loop whose then-branch yields the carried tiles swapped: p and q take the buffers
# of the else-branch's c and d (a yielded iter arg is passed over, as the reference does), so the
# then-branch moves a_it and b_it into them and the loop moves p back into a_it's buffer.  Trips
# (x, 2x) -> (3x, x) [else] -> (x, 3x) [then] -> (4x, 2x) [else]; out = 3 * 4x + 2x = 14 * a.
import pypto.language as pl

@pl.program
class IfSwapIterArgs:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 64], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        x: pl.Tile[[16, 64], pl.FP32] = pl.load(a, [0, 0], [16, 64])
        y: pl.Tile[[16, 64], pl.FP32] = pl.add(x, x)
        for i, (a_it, b_it) in pl.range(0, 3, 1, init_values=(x, y)):
            if i == 1:
                p, q = pl.yield_(b_it, a_it)
            else:
                c: pl.Tile[[16, 64], pl.FP32] = pl.add(a_it, b_it)
                d: pl.Tile[[16, 64], pl.FP32] = pl.sub(b_it, a_it)
                p, q = pl.yield_(c, d)
            a_n, b_n = pl.yield_(p, q)
        t: pl.Tile[[16, 64], pl.FP32] = pl.mul(a_n, 3.0)
        z: pl.Tile[[16, 64], pl.FP32] = pl.add(t, b_n)
        o: pl.Tensor[[16, 64], pl.FP32] = pl.store(z, [0, 0], out)
        return o

# ptoc: opt --backend 910B --passes=init_mem_ref,materialize_semantic_aliases,memory_reuse,allocate_memory_addr
# An if inside a loop whose else-branch yields the carried tiles unchanged and whose results
# are read after it: p and q are the buffers of a_it and b_it, so the else-branch moves
# nothing and reading p reads what a_it holds.  Trips (x, 2x) -> (3x, 2x) [else]
# -> (5x, 3x) [then] -> (8x, 3x) [else]; out = 3 * 8x + 3x = 27 * a.
import pypto.language as pl

@pl.program
class IfKeepIterArgs:
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
                p, q = pl.yield_(a_it, b_it)
            r: pl.Tile[[16, 64], pl.FP32] = pl.add(p, q)
            a_n, b_n = pl.yield_(r, q)
        t: pl.Tile[[16, 64], pl.FP32] = pl.mul(a_n, 3.0)
        z: pl.Tile[[16, 64], pl.FP32] = pl.add(t, b_n)
        o: pl.Tensor[[16, 64], pl.FP32] = pl.store(z, [0, 0], out)
        return o

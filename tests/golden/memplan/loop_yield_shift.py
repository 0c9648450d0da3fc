# ptoc: opt --backend 910B --passes=init_mem_ref,materialize_semantic_aliases,memory_reuse,allocate_memory_addr
# A yield that shifts a_it into b's slot while a new value c takes a's: no cycle, but a_it must be
# moved into b's buffer before c overwrites a's.  Trips (x, 2x) -> (3x, x) -> (4x, 3x) -> (7x, 4x);
# out = 3 * 7x + 4x = 25 * a.
import pypto.language as pl

@pl.program
class YieldShift:
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
            c: pl.Tile[[16, 64], pl.FP32] = pl.add(a_it, b_it)
            a_n, b_n = pl.yield_(c, a_it)
        t: pl.Tile[[16, 64], pl.FP32] = pl.mul(a_n, 3.0)
        z: pl.Tile[[16, 64], pl.FP32] = pl.add(t, b_n)
        o: pl.Tensor[[16, 64], pl.FP32] = pl.store(z, [0, 0], out)
        return o

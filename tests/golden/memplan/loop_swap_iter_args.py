# ptoc: opt --backend 910B --passes=init_mem_ref,materialize_semantic_aliases,memory_reuse,allocate_memory_addr
# A yield that swaps the two carried tiles: each needs a move into the other's buffer, and the
# two moves form a cycle, so b_it is first saved in a buffer of its own (b_it_save), then a_it is
# moved into b's buffer and the saved value into a's.  Trips (x, 2x) -> (2x, x) -> (x, 2x) ->
# (2x, x); out = 3 * 2x + x = 7 * a.
import pypto.language as pl

@pl.program
class SwapIterArgs:
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
            a_n, b_n = pl.yield_(b_it, a_it)
        t: pl.Tile[[16, 64], pl.FP32] = pl.mul(a_n, 3.0)
        z: pl.Tile[[16, 64], pl.FP32] = pl.add(t, b_n)
        o: pl.Tensor[[16, 64], pl.FP32] = pl.store(z, [0, 0], out)
        return o

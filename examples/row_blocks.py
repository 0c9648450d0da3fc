# A loop over 32-row blocks of a 128x64 tensor: out = 3 * x, one block per
# iteration, with the output tensor carried through the loop.
@pl.program
class RowBlocks:
    @pl.function(type=pl.FunctionType.InCore)
    def triple_rows(
        self,
        x: pl.Tensor[[128, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[128, 64], pl.FP32]],
    ) -> pl.Tensor[[128, 64], pl.FP32]:
        for i, (o_it,) in pl.range(0, 128, 32, init_values=(out,)):
            t: pl.Tile[[32, 64], pl.FP32] = pl.load(x, [i, 0], [32, 64])
            u: pl.Tile[[32, 64], pl.FP32] = pl.mul(t, 2.0)
            v: pl.Tile[[32, 64], pl.FP32] = pl.add(u, t)
            o_n: pl.Tensor[[128, 64], pl.FP32] = pl.store(v, [i, 0], o_it)
            o_r = pl.yield_(o_n)
        return o_r

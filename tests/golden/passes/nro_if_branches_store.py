# ptoc: opt --passes=normalize_return_order
# a returned if result whose branches both yield versions of `out` (one stores into it, the other passes it through) writes back into `out`: the return becomes `out`, and the returns are ordered as the Out params; in `mix` the branches yield two different params and the result stays as written
@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def pick(self, x: pl.Tensor[[16, 32], pl.FP32], other: pl.Out[pl.Tensor[[16, 32], pl.FP32]], out: pl.Out[pl.Tensor[[16, 32], pl.FP32]], c: pl.Scalar[pl.INT32]) -> tuple[pl.Tensor[[16, 32], pl.FP32], pl.Tensor[[16, 32], pl.FP32]]:
        t: pl.Tile[[16, 32], pl.FP32] = pl.load(x, [0, 0], [16, 32])
        if c == 0:
            o: pl.Tensor[[16, 32], pl.FP32] = pl.store(t, [0, 0], out)
            r: pl.Tensor[[16, 32], pl.FP32] = pl.yield_(o)
        else:
            r: pl.Tensor[[16, 32], pl.FP32] = pl.yield_(out)
        p: pl.Tensor[[16, 32], pl.FP32] = pl.store(t, [0, 0], other)
        return r, p

    @pl.function(type=pl.FunctionType.InCore)
    def mix(self, x: pl.Tensor[[16, 32], pl.FP32], out: pl.Out[pl.Tensor[[16, 32], pl.FP32]], c: pl.Scalar[pl.INT32]) -> pl.Tensor[[16, 32], pl.FP32]:
        t: pl.Tile[[16, 32], pl.FP32] = pl.load(x, [0, 0], [16, 32])
        if c == 1:
            o: pl.Tensor[[16, 32], pl.FP32] = pl.store(t, [0, 0], out)
            m: pl.Tensor[[16, 32], pl.FP32] = pl.yield_(o)
        else:
            m: pl.Tensor[[16, 32], pl.FP32] = pl.yield_(x)
        return m

# ptoc: opt --passes=outline_incore_scopes
# outline_incore_scopes has no implementation in ptoc: an error, because this input needs it (a pl.at CORE_GROUP scope)
@pl.program
class P:
    @pl.function
    def main(self, x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            t: pl.Tile[[16, 16], pl.FP32] = pl.load(x, [0, 0], [16, 16])
            r: pl.Tensor[[16, 16], pl.FP32] = pl.store(t, [0, 0], out)
        return r

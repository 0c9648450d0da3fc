import pypto.language as pl


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        acc: pl.InOut[pl.Tensor[[64], pl.FP32]],
        x: pl.Tensor[[64], pl.FP32],
        n: pl.Scalar[pl.INT64],
    ) -> pl.Tensor[[64], pl.FP32]:
        acc__tile = pl.load(acc, [0], [64])
        x__tile = pl.load(x, [0], [64])
        for i, (a,) in pl.range(n, init_values=(acc__tile,)):
            new_a__tile = pl.tile.add(a, x__tile)
            final = pl.yield_(new_a__tile)
        ret0__store = pl.store(final, [0], acc)
        return ret0__store

    @pl.function
    def main(
        self,
        acc: pl.Tensor[[64], pl.FP32],
        x: pl.Tensor[[64], pl.FP32],
        n: pl.Scalar[pl.INT64],
    ) -> pl.Tensor[[64], pl.FP32]:
        result = self.main_incore_0(acc, x, n)
        return result

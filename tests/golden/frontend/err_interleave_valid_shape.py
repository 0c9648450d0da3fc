# ptoc: parse
import pypto.language as pl


@pl.program
class BadValidShape:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        lhs: pl.Tensor[[32, 64], pl.FP32],
        rhs: pl.Tensor[[32, 64], pl.FP32],
        out_low: pl.Tensor[[32, 64], pl.FP32],
        out_high: pl.Tensor[[32, 64], pl.FP32],
    ):
        a: pl.Tile[[32, 64], pl.FP32] = pl.load(lhs, [0, 0], [32, 64])
        b_full: pl.Tile[[32, 64], pl.FP32] = pl.load(rhs, [0, 0], [32, 64])
        b: pl.Tile[[32, 64], pl.FP32] = pl.tile.set_validshape(b_full, 32, 32)
        low, high = pl.tile.interleave(a, b)
        pl.store(low, [0, 0], out_low)
        pl.store(high, [0, 0], out_high)

# FP16 inputs widened to FP32, added, and rounded back to FP16.
@pl.program
class HalfCast:
    @pl.function(type=pl.FunctionType.InCore)
    def half_add(
        self,
        a: pl.Tensor[[32, 64], pl.FP16],
        b: pl.Tensor[[32, 64], pl.FP16],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP16]],
    ) -> pl.Tensor[[32, 64], pl.FP16]:
        ta: pl.Tile[[32, 64], pl.FP16] = pl.load(a, [0, 0], [32, 64])
        tb: pl.Tile[[32, 64], pl.FP16] = pl.load(b, [0, 0], [32, 64])
        fa: pl.Tile[[32, 64], pl.FP32] = pl.cast(ta, target_type=pl.FP32)
        fb: pl.Tile[[32, 64], pl.FP32] = pl.cast(tb, target_type=pl.FP32)
        s: pl.Tile[[32, 64], pl.FP32] = pl.add(fa, fb)
        h: pl.Tile[[32, 64], pl.FP16] = pl.cast(s, target_type=pl.FP16, mode="round")
        o: pl.Tensor[[32, 64], pl.FP16] = pl.store(h, [0, 0], out)
        return o

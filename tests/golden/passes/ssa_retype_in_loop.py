# ptoc: opt --passes=convert_to_ssa
# A loop re-assigns t with another type: the parser makes a second var named t, and both count
# their versions together (t__ssa_v0 before the loop, t__ssa_v1 in it), so every name is defined once.
import pypto.language as pl

@pl.program
class Retype:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP16]]) -> pl.Tensor[[16, 64], pl.FP16]:
        t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [0, 0], [16, 64])
        for i in pl.range(2):
            t: pl.Tile[[16, 64], pl.FP16] = pl.cast(t, target_type=pl.FP16)
            u: pl.Tile[[16, 64], pl.FP16] = pl.add(t, t)
            out = pl.store(u, [0, 0], out)
        return out

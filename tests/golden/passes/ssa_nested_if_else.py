# ptoc: opt --passes=convert_to_ssa
# An if nested in the else branch of an if that changed the same variable in its then branch:
# each if gets its own phi (t__phi_v3 inside, t__phi_v4 outside) and both branches yield.
import pypto.language as pl

@pl.program
class NestedIf:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[16, 64], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [0, 0], [16, 64])
        if n > 4:
            t = pl.add(t, t)
        else:
            if n > 2:
                t = pl.mul(t, t)
        o: pl.Tensor[[16, 64], pl.FP32] = pl.store(t, [0, 0], out)
        return o

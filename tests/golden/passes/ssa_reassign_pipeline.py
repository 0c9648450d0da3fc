# ptoc: compile --backend 910B --no-emit-loc
# A kernel written without SSA through the whole Default pipeline: `t` re-assigned in straight
# line, in an if (a phi, t__phi_vN) and in a loop (an iter arg t__iter_vN and its return var
# t__rv_vN), `out` re-assigned by the store in the loop.  The .pto names are the reference's.
import pypto.language as pl

@pl.program
class Reassign:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[64, 64], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        t = pl.load(x, [0, 0], [16, 64])
        t = pl.mul(t, 2.0)
        if n > 0:
            t = pl.add(t, t)
        for i in pl.range(0, 64, 16):
            u = pl.load(x, [i, 0], [16, 64])
            t = pl.add(t, u)
            out = pl.store(t, [i, 0], out)
        return out

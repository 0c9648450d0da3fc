# ptoc: run --backend 910B --in 0=iota --print 1
# A kernel's tile first assigned in a loop and read after it, with no tile of its
# type (its valid shape [16, 48]) before the loop: the loop has nothing to carry it
# from (the reference's ConvertToSSA seeds the carry with the loop's own value,
# which the kernel cannot emit), so ConvertToSSA stops at the assignment and says to
# give it a value before the loop.
import pypto.language as pl


@pl.program
class EscapeNoInit:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        for i in pl.range(3):
            t = pl.load(x, [0, 0], [16, 64], valid_shapes=[16, 48])
            res = pl.muls(t, 2.0)
        out = pl.store(res, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self, x: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        out = self.kernel(x, out)
        return out

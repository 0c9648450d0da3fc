# ptoc: print
# pl.submit / pl.spmd_submit may leave Out parameters of the callee to the runtime (the
# reference parser's optional Out binding: arguments are kept for every In parameter still
# ahead).  Here `k` takes (a: Out, x: In, b: Out, y: In) and is given (x, y): both outputs
# are the runtime's, and the submission prints as written, its results typed as the
# callee's.  `fill` is given its output, and `scale` none of its trailing one.
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def k(
        self,
        a: pl.Out[pl.Tensor[[16], pl.FP32]],
        x: pl.Tensor[[16], pl.FP32],
        b: pl.Out[pl.Tensor[[16], pl.FP32]],
        y: pl.Tensor[[16], pl.FP32],
    ) -> tuple[pl.Tensor[[16], pl.FP32], pl.Tensor[[16], pl.FP32]]:
        return a, b

    @pl.function(type=pl.FunctionType.InCore)
    def fill(self, out: pl.Out[pl.Tensor[[16], pl.FP32]]) -> pl.Tensor[[16], pl.FP32]:
        return out

    @pl.function(type=pl.FunctionType.InCore)
    def scale(self, x: pl.Tensor[[16], pl.FP32], s: pl.Scalar[pl.FP32], out: pl.Out[pl.Tensor[[16], pl.FP32]]) -> pl.Tensor[[16], pl.FP32]:
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[16], pl.FP32], y: pl.Tensor[[16], pl.FP32], z: pl.Out[pl.Tensor[[16], pl.FP32]]):
        with pl.manual_scope():
            (a, b), tid = pl.spmd_submit(self.k, x, y, core_num=4)
            f, t2 = pl.submit(self.fill, z, deps=[tid])
            s, t3 = pl.submit(self.scale, a, 2.0)

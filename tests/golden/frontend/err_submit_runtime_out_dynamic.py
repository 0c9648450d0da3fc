# ptoc: parse
# The runtime allocates an output a submission leaves out from the parameter's type: a
# shape that names the callee's own dimension variable (N) has no size at the call.
import pypto.language as pl

N = pl.dynamic("N")


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def fill(self, x: pl.Tensor[[N], pl.FP32], out: pl.Out[pl.Tensor[[N], pl.FP32]]) -> pl.Tensor[[N], pl.FP32]:
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[16], pl.FP32]):
        with pl.manual_scope():
            f, tid = pl.submit(self.fill, x)

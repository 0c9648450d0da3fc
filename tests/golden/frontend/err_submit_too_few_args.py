# ptoc: parse
# Only Out / InOut parameters may be left to the runtime: a submission given fewer
# arguments than its callee has In parameters is a wrong count.
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[16], pl.FP32], y: pl.Tensor[[16], pl.FP32], out: pl.Out[pl.Tensor[[16], pl.FP32]]) -> pl.Tensor[[16], pl.FP32]:
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[16], pl.FP32]):
        with pl.manual_scope():
            r, tid = pl.submit(self.k, x)

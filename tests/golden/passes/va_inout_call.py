# ptoc: verify --property=InOutUseValid
# fill and consume of va_inout_submit called plainly: `scratch` is read after self.fill(scratch) took it as Out,
# which the InOut-use discipline (the reference's InOutUseDisciplineChecker, on Calls) rejects.
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def fill(
        self,
        out: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        return out

    @pl.function(type=pl.FunctionType.InCore)
    def consume(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, scratch: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        _produced = self.fill(scratch)
        out = self.consume(scratch)
        return out

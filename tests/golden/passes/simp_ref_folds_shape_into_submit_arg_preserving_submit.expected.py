import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, t: pl.Tensor[[4, 8], pl.FP32]) -> pl.Tensor[[4, 8], pl.FP32]:
        return t

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self):
        t: pl.Tensor[[4, 8], pl.FP32] = pl.tensor.create([4, 8], dtype=pl.FP32)
        with pl.manual_scope():
            res = pl.submit(self.kernel, t)  # noqa: F841

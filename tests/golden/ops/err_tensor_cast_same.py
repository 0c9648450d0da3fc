# ptoc: parse
# tensor.cast: the target dtype must differ from the input's
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.Inline)
    def f(self, x: pl.Tensor[[16, 128], pl.FP32]):
        y = pl.tensor.cast(x, target_type=pl.FP32)

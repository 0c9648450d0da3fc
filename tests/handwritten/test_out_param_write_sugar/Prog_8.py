# tests/ut/language/parser/test_out_param_write_sugar.py::TestNoDoubleWrapping::test_store_into_param_is_not_rewrapped (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        inp: pl.Tensor[[1, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[1, 64], pl.FP32]],
    ) -> pl.Tensor[[1, 64], pl.FP32]:
        local = pl.load(inp, [0, 0], [1, 64])
        out = pl.store(local, [0, 0], out)
        return out

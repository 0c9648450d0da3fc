# tests/ut/language/parser/test_out_param_write_sugar.py::TestIncoreOutParam::test_incore_tensor_out_param_desugars (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[64, 64], pl.FP32],
        b: pl.Tensor[[64, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        out = pl.add(a, b)
        return out

# tests/ut/language/parser/test_func_attr.py::TestParserRejections::test_rejects_non_dict_argument (rejected by the reference parser)
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[64], pl.FP32], out: pl.Out[pl.Tensor[[64], pl.FP32]]):
        pl.func_attr(["split"])
        out[0:64] = x[0:64]

# tests/ut/language/parser/test_system_ops.py::TestCrossCoreParsing::test_function_type_aiv_round_trip (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIV)
    def aiv_kernel(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x

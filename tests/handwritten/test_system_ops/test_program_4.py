# tests/ut/language/parser/test_system_ops.py::TestCrossCoreParsing::test_reserve_buffer_round_trip (hand-written)
import pypto.language as pl


@pl.program
class test_program:
    @pl.function(type=pl.FunctionType.AIC)
    def kernel(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        pl.system.reserve_buffer(name="shared_buf", size=1024)
        return x

# tests/ut/ir/parser/test_cross_function_call_return_type.py::test_recorded_call_supports_non_distributed_result_types (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function
    def identity(self, x: pl.Tensor[[4], pl.FP32]) -> pl.Tensor[[4], pl.FP32]:
        return x

    @pl.function
    def caller(self, x: pl.Tensor[[4], pl.FP32]):
        y = pl._dump.call(self.identity, [x], pl.Tensor[[4], pl.FP32], attrs={"saved": True})
        return y

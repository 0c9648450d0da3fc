# tests/ut/ir/parser/test_cross_function_call_return_type.py::test_recorded_call_supports_non_distributed_result_types (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function
    def identity(self, x: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        return x

    @pl.function
    def caller(self, x: pl.Scalar[pl.INDEX]):
        y = pl._dump.call(self.identity, [x], pl.Scalar[pl.INDEX], attrs={"saved": True})
        return y

# tests/ut/ir/parser/test_cross_function_call_return_type.py::test_recorded_call_supports_non_distributed_result_types (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function
    def identity(self, x: pl.Tile[[4], pl.FP32, pl.Mem.Vec]) -> pl.Tile[[4], pl.FP32, pl.Mem.Vec]:
        return x

    @pl.function
    def caller(self, x: pl.Tile[[4], pl.FP32, pl.Mem.Vec]):
        y = pl._dump.call(self.identity, [x], pl.Tile[[4], pl.FP32, pl.Mem.Vec], attrs={"saved": True})
        return y

# tests/ut/ir/transforms/test_simplify_pass.py::TestSingleTripLoopCollapse::test_zero_trip_loop_drops_body_no_return_vars (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Before:
    @pl.function
    def main(self):
        for _i in pl.range(0, 0):
            _t: pl.Tensor[[16], pl.FP32] = pl.tensor.create([16], dtype=pl.FP32)

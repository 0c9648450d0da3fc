# tests/ut/ir/transforms/test_simplify_pass.py::TestSingleTripLoopCollapse::test_zero_trip_loop_drops_body_no_return_vars (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Expected:
    @pl.function
    def main(self):
        pass

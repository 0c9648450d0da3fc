# tests/ut/ir/transforms/test_simplify_pass.py::TestSingleTripLoopCollapse::test_single_iteration_lifts_body (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self):
        for _i in pl.range(1):
            _t: pl.Tensor[[16], pl.FP32] = pl.tensor.create([16], dtype=pl.FP32)

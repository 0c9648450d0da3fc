# tests/ut/ir/transforms/test_simplify_pass.py::TestFoldComposition::test_single_trip_loop_then_constant_if (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function
    def main(self):
        _t: pl.Tensor[[16], pl.FP32] = pl.tensor.create([16], dtype=pl.FP32)

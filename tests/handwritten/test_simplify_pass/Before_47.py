# tests/ut/ir/transforms/test_simplify_pass.py::TestFoldComposition::test_single_trip_loop_then_constant_if (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self):
        for ko in pl.range(0, 128, 128):
            if ko == 0:
                _t: pl.Tensor[[16], pl.FP32] = pl.tensor.create([16], dtype=pl.FP32)
            else:
                _t2: pl.Tensor[[32], pl.FP32] = pl.tensor.create([32], dtype=pl.FP32)

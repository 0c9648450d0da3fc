# tests/ut/ir/transforms/test_simplify_pass.py::TestFoldComposition::test_two_sibling_single_trip_loops_no_var_alias (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self):
        for ko in pl.range(0, 128, 128):
            if ko == 0:
                _t1: pl.Tensor[[16], pl.FP32] = pl.tensor.create([16], dtype=pl.FP32)
            else:
                _t2: pl.Tensor[[16], pl.FP32] = pl.tensor.create([16], dtype=pl.FP32)
            if ko + 64 == 0:
                _t3: pl.Tensor[[16], pl.FP32] = pl.tensor.create([16], dtype=pl.FP32)
            else:
                _t4: pl.Tensor[[16], pl.FP32] = pl.tensor.create([16], dtype=pl.FP32)
        for ko_1 in pl.range(0, 128, 128):
            if ko_1 == 0:
                _t5: pl.Tensor[[32], pl.FP32] = pl.tensor.create([32], dtype=pl.FP32)
            else:
                _t6: pl.Tensor[[32], pl.FP32] = pl.tensor.create([32], dtype=pl.FP32)
            if ko_1 + 64 == 0:
                _t7: pl.Tensor[[32], pl.FP32] = pl.tensor.create([32], dtype=pl.FP32)
            else:
                _t8: pl.Tensor[[32], pl.FP32] = pl.tensor.create([32], dtype=pl.FP32)

# tests/ut/ir/transforms/test_simplify_pass.py::TestScalarConstantPropagation::test_propagates_into_iter_arg_type (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self):
        N: pl.Scalar[pl.INDEX] = 4
        acc: pl.Tensor[[N, 8], pl.FP32] = pl.tensor.create([N, 8], dtype=pl.FP32)
        for _i, (acc_iter,) in pl.range(4, init_values=(acc,)):
            acc_iter = pl.tensor.add(acc_iter, acc_iter)

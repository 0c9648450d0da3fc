# ptoc: opt --passes=simplify --expect {dir}/simp_ref_propagates_into_iter_arg_type.expected.py
# reference test_simplify_pass.py, test_propagates_into_iter_arg_type: a constant scalar folds into the type of a loop-carried value
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self):
        N: pl.Scalar[pl.INDEX] = 4
        acc: pl.Tensor[[N, 8], pl.FP32] = pl.tensor.create([N, 8], dtype=pl.FP32)
        for _i, (acc_iter,) in pl.range(4, init_values=(acc,)):
            acc_iter = pl.tensor.add(acc_iter, acc_iter)

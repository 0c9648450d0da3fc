# ptoc: opt --passes=simplify --expect {dir}/simp_ref_propagates_into_tensor_shape_annotation.expected.py
# reference test_simplify_pass.py, test_propagates_into_tensor_shape_annotation: a constant scalar folds into a tensor's type and the call's shape arguments
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self):
        N: pl.Scalar[pl.INDEX] = 4
        _t: pl.Tensor[[N, 8], pl.FP32] = pl.tensor.create([N, 8], dtype=pl.FP32)

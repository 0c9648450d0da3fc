# tests/ut/ir/transforms/test_simplify_pass.py::TestScalarConstantPropagation::test_propagates_into_tensor_shape_annotation (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self):
        N: pl.Scalar[pl.INDEX] = 4
        _t: pl.Tensor[[N, 8], pl.FP32] = pl.tensor.create([N, 8], dtype=pl.FP32)

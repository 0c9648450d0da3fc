# tests/ut/ir/transforms/test_simplify_pass.py::TestScalarConstantPropagation::test_propagates_into_tensor_shape_annotation (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function
    def main(self):
        _t: pl.Tensor[[4, 8], pl.FP32] = pl.tensor.create([4, 8], dtype=pl.FP32)

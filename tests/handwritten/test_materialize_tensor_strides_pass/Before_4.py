# tests/ut/ir/transforms/test_materialize_tensor_strides_pass.py::test_empty_default_nd_view_canonicalizes_absent (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def f(
        self,
        x: pl.Tensor[[8, 16], pl.FP32, pl.TensorView(stride=[], layout=pl.TensorLayout.ND)],
    ):
        pl.const(0, pl.INT64)

# tests/ut/ir/transforms/test_materialize_tensor_strides_pass.py::test_empty_dn_stride_filled_3d (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def f(
        self,
        x: pl.Tensor[[2, 4, 8], pl.FP32, pl.TensorView(stride=[], layout=pl.TensorLayout.DN)],
    ):
        pl.const(0, pl.INT64)

# tests/ut/ir/transforms/test_materialize_tensor_strides_pass.py::test_explicit_packed_dn_unchanged (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def f(
        self,
        x: pl.Tensor[[4, 8], pl.FP32, pl.TensorView(stride=[1, 4], layout=pl.TensorLayout.DN)],
    ):
        pl.const(0, pl.INT64)

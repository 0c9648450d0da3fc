# tests/ut/ir/transforms/test_materialize_tensor_strides_pass.py::test_nz_on_tensor_rejected_by_paired_verifier (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def f(
        self,
        x: pl.Tensor[[8, 16], pl.FP32, pl.TensorView(stride=[], layout=pl.TensorLayout.NZ)],
    ):
        pl.const(0, pl.INT64)

# tests/ut/ir/transforms/test_materialize_tensor_strides_pass.py::test_empty_dn_stride_filled_3d (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function
    def f(
        self,
        # B=2, K=4, N=8 -> stride=[K*N, 1, K]=[32, 1, 4]
        x: pl.Tensor[[2, 4, 8], pl.FP32, pl.TensorView(stride=[32, 1, 4], layout=pl.TensorLayout.DN)],
    ):
        pl.const(0, pl.INT64)

# tests/ut/ir/transforms/test_materialize_tensor_strides_pass.py::test_symbolic_dn_materialized_preserves_symbols (hand-written)
import pypto.language as pl

K = pl.dynamic("K")
N = pl.dynamic("N")


@pl.program
class Before:
    @pl.function
    def f(
        self,
        x: pl.Tensor[[K, N], pl.FP32, pl.TensorView(stride=[], layout=pl.TensorLayout.DN)],
    ):
        pl.const(0, pl.INT64)

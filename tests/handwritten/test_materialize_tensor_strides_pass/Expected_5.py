# tests/ut/ir/transforms/test_materialize_tensor_strides_pass.py::test_symbolic_dn_materialized_preserves_symbols (hand-written)
import pypto.language as pl

K = pl.dynamic("K")
N = pl.dynamic("N")


@pl.program
class Expected:
    @pl.function
    def f(
        self,
        # DN-packed: stride[-2] == 1, stride[-1] == K (the symbolic Var).
        x: pl.Tensor[[K, N], pl.FP32, pl.TensorView(stride=[1, K], layout=pl.TensorLayout.DN)],
    ):
        pl.const(0, pl.INT64)

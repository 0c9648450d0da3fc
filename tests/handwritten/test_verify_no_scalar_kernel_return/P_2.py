# tests/ut/ir/transforms/test_verify_no_scalar_kernel_return.py::test_scalar_nested_in_a_tuple_return_is_rejected (hand-written)
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(
        self,
        x: pl.Tensor[[64], pl.FP32],
        out: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tuple[pl.Tensor[[64], pl.FP32], pl.Scalar[pl.INDEX]]:
        t: pl.Tile[[64], pl.FP32] = pl.load(x, [0], [64])
        n: pl.Scalar[pl.INDEX] = pl.const(7, pl.INDEX)
        return pl.store(t, [0], out), n

# tests/ut/ir/operators/test_tensor_ops.py::test_tensor_matmul_symbolic_valid_shape_roundtrip (hand-written)
import pypto.language as pl


@pl.program
class Program:
    @pl.function
    def main(
        self,
        a: pl.Tensor[[32, 128], pl.FP16],
        b: pl.Tensor[[128, 32], pl.FP16],
        m: pl.Scalar[pl.INDEX],
        n: pl.Scalar[pl.INDEX],
    ):
        av = pl.slice(a, [32, 128], [0, 0], valid_shape=[m + 1, 128])
        bv = pl.slice(b, [128, 32], [0, 0], valid_shape=[128, n])
        c = pl.matmul(av, bv, out_dtype=pl.FP32)
        return c

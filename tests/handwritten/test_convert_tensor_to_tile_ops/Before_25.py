# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestNestedControlFlow::test_iter_arg_return_naive_conversion (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        a: pl.Tensor[[64], pl.FP32],
        b: pl.Tensor[[64], pl.FP32],
        n: pl.Scalar[pl.INT64],
    ) -> tuple[pl.Tensor[[64], pl.FP32], pl.Tensor[[64], pl.FP32]]:
        if n == 0:
            ra: pl.Tensor[[64], pl.FP32] = a
            rb: pl.Tensor[[64], pl.FP32] = b
            phi_a, phi_b = pl.yield_(ra, rb)
        else:
            ra: pl.Tensor[[64], pl.FP32] = pl.add(a, b)
            rb: pl.Tensor[[64], pl.FP32] = pl.mul(a, b)
            phi_a, phi_b = pl.yield_(ra, rb)
        return phi_a, phi_b

    @pl.function
    def main(
        self,
        a0: pl.Tensor[[64], pl.FP32],
        b0: pl.Tensor[[64], pl.FP32],
        n: pl.Scalar[pl.INT64],
    ) -> tuple[pl.Tensor[[64], pl.FP32], pl.Tensor[[64], pl.FP32]]:
        for i, (a, b) in pl.range(3, init_values=(a0, b0)):
            result: tuple[pl.Tensor[[64], pl.FP32], pl.Tensor[[64], pl.FP32]] = self.main_incore_0(
                a, b, n
            )
            new_a: pl.Tensor[[64], pl.FP32] = result[0]
            new_b: pl.Tensor[[64], pl.FP32] = result[1]
            out_a, out_b = pl.yield_(new_a, new_b)
        return out_a, out_b

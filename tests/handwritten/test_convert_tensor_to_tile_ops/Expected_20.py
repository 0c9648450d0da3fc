# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestNestedControlFlow::test_iter_arg_return_naive_conversion (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        a: pl.Tensor[[64], pl.FP32],
        b: pl.Tensor[[64], pl.FP32],
        n: pl.Scalar[pl.INT64],
        ret0__out: pl.Out[pl.Tensor[[64], pl.FP32]],
        ret1__out: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> tuple[pl.Tensor[[64], pl.FP32], pl.Tensor[[64], pl.FP32]]:
        a__tile = pl.load(a, [0], [64])
        b__tile = pl.load(b, [0], [64])
        if n == 0:
            ra: pl.Tile[[64], pl.FP32] = a__tile
            rb: pl.Tile[[64], pl.FP32] = b__tile
            phi_a, phi_b = pl.yield_(ra, rb)
        else:
            ra__tile = pl.tile.add(a__tile, b__tile)
            rb__tile = pl.tile.mul(a__tile, b__tile)
            phi_a, phi_b = pl.yield_(ra__tile, rb__tile)
        ret0__store = pl.store(phi_a, [0], ret0__out)
        ret1__store = pl.store(phi_b, [0], ret1__out)
        return ret0__store, ret1__store

    @pl.function
    def main(
        self,
        a0: pl.Tensor[[64], pl.FP32],
        b0: pl.Tensor[[64], pl.FP32],
        n: pl.Scalar[pl.INT64],
    ) -> tuple[pl.Tensor[[64], pl.FP32], pl.Tensor[[64], pl.FP32]]:
        for i, (a, b) in pl.range(3, init_values=(a0, b0)):
            ret0__out = pl.create_tensor([64], dtype=pl.FP32)
            ret1__out = pl.create_tensor([64], dtype=pl.FP32)
            result: tuple[pl.Tensor[[64], pl.FP32], pl.Tensor[[64], pl.FP32]] = self.main_incore_0(
                a, b, n, ret0__out, ret1__out
            )
            new_a: pl.Tensor[[64], pl.FP32] = result[0]
            new_b: pl.Tensor[[64], pl.FP32] = result[1]
            out_a, out_b = pl.yield_(new_a, new_b)
        return out_a, out_b

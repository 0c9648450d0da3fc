# tests/ut/ir/transforms/test_optimize_orch_tensors.py::TestIterArgReuse::test_multi_return_iter_arg (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        a: pl.Tensor[[64], pl.FP32],
        b: pl.Tensor[[64], pl.FP32],
        ret0__out: pl.Out[pl.Tensor[[64], pl.FP32]],
        ret1__out: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> tuple[pl.Tensor[[64], pl.FP32], pl.Tensor[[64], pl.FP32]]:
        a__tile: pl.Tile[[64], pl.FP32] = pl.load(a, [0], [64])
        b__tile: pl.Tile[[64], pl.FP32] = pl.load(b, [0], [64])
        y__tile: pl.Tile[[64], pl.FP32] = pl.tile.add(a__tile, b__tile)
        z__tile: pl.Tile[[64], pl.FP32] = pl.tile.mul(a__tile, b__tile)
        ret0__store: pl.Tensor[[64], pl.FP32] = pl.store(y__tile, [0], ret0__out)
        ret1__store: pl.Tensor[[64], pl.FP32] = pl.store(z__tile, [0], ret1__out)
        return ret0__store, ret1__store

    @pl.function
    def main(
        self,
        a0: pl.Tensor[[64], pl.FP32],
        b0: pl.Tensor[[64], pl.FP32],
    ) -> tuple[pl.Tensor[[64], pl.FP32], pl.Tensor[[64], pl.FP32]]:
        for i, (a, b) in pl.range(3, init_values=(a0, b0)):
            ret0__out: pl.Tensor[[64], pl.FP32] = pl.create_tensor([64], dtype=pl.FP32)
            ret1__out: pl.Tensor[[64], pl.FP32] = pl.create_tensor([64], dtype=pl.FP32)
            result: tuple[pl.Tensor[[64], pl.FP32], pl.Tensor[[64], pl.FP32]] = self.main_incore_0(
                a, b, ret0__out, ret1__out
            )
            new_a: pl.Tensor[[64], pl.FP32] = result[0]
            new_b: pl.Tensor[[64], pl.FP32] = result[1]
            out_a, out_b = pl.yield_(new_a, new_b)
        return out_a, out_b

# tests/ut/ir/transforms/test_convert_tensor_to_block_ops.py::TestNestedControlFlow::test_call_inside_for_loop (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        acc: pl.Tensor[[64], pl.FP32],
        out_0: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        acc_tile: pl.Tile[[64], pl.FP32] = pl.load(acc, [0], [64])
        y_tile: pl.Tile[[64], pl.FP32] = pl.block.add(acc_tile, acc_tile)
        out_0: pl.Tensor[[64], pl.FP32] = pl.store(y_tile, [0], [64], out_0)
        return out_0

    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        for i, (acc,) in pl.range(3, init_values=(x,)):
            out_0: pl.Tensor[[64], pl.FP32] = pl.create_tensor([64], dtype=pl.FP32)
            y: pl.Tensor[[64], pl.FP32] = self.main_incore_0(acc, out_0)
            result = pl.yield_(y)
        return result

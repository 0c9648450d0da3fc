# tests/ut/ir/transforms/test_convert_tensor_to_block_ops.py::TestNestedControlFlow::test_call_inside_for_loop (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, acc: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        y: pl.Tensor[[64], pl.FP32] = pl.add(acc, acc)
        return y

    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        for i, (acc,) in pl.range(3, init_values=(x,)):
            y: pl.Tensor[[64], pl.FP32] = self.main_incore_0(acc)
            result = pl.yield_(y)
        return result

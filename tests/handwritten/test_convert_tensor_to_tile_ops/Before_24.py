# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestNestedControlFlow::test_iter_arg_init_from_tensor_param_gets_preloaded (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        acc: pl.Tensor[[64], pl.FP32],
        x: pl.Tensor[[64], pl.FP32],
    ) -> pl.Tensor[[64], pl.FP32]:
        for i, (running_sum,) in pl.range(3, init_values=(acc,)):
            new_sum: pl.Tensor[[64], pl.FP32] = pl.add(running_sum, x)
            result = pl.yield_(new_sum)
        return result

    @pl.function
    def main(
        self,
        acc: pl.Tensor[[64], pl.FP32],
        x: pl.Tensor[[64], pl.FP32],
    ) -> pl.Tensor[[64], pl.FP32]:
        result: pl.Tensor[[64], pl.FP32] = self.main_incore_0(acc, x)
        return result

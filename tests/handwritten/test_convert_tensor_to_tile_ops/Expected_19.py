# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestNestedControlFlow::test_iter_arg_init_from_tensor_param_gets_preloaded (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        acc: pl.Tensor[[64], pl.FP32],
        x: pl.Tensor[[64], pl.FP32],
        out_0: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        acc_tile = pl.load(acc, [0], [64])
        x_tile = pl.load(x, [0], [64])
        for i, (running_sum,) in pl.range(3, init_values=(acc_tile,)):
            new_sum_tile = pl.tile.add(running_sum, x_tile)
            result = pl.yield_(new_sum_tile)
        out_0_store = pl.store(result, [0], out_0)
        return out_0_store

    @pl.function
    def main(
        self,
        acc: pl.Tensor[[64], pl.FP32],
        x: pl.Tensor[[64], pl.FP32],
    ) -> pl.Tensor[[64], pl.FP32]:
        out_0 = pl.create_tensor([64], dtype=pl.FP32)
        result = self.main_incore_0(acc, x, out_0)
        return result

# tests/ut/ir/transforms/test_optimize_orch_tensors.py::TestIterArgReuse::test_simple_single_return (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        acc: pl.InOut[pl.Tensor[[64], pl.FP32]],
        x: pl.Tensor[[64], pl.FP32],
    ) -> pl.Tensor[[64], pl.FP32]:
        acc__tile = pl.load(acc, [0], [64])
        x__tile = pl.load(x, [0], [64])
        y__tile = pl.tile.add(acc__tile, x__tile)
        ret0__store = pl.store(y__tile, [0], acc)
        return ret0__store

    @pl.function
    def main(
        self, acc0: pl.Tensor[[64], pl.FP32], x: pl.Tensor[[64], pl.FP32]
    ) -> pl.Tensor[[64], pl.FP32]:
        for i, (acc,) in pl.range(10, init_values=(acc0,)):
            result = self.main_incore_0(acc, x)
            new_acc = pl.yield_(result)
        return new_acc

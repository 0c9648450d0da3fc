# tests/ut/ir/transforms/test_optimize_orch_tensors.py::TestIterArgReuse::test_iter_arg_merge_preserves_dump_vars (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        acc: pl.Tensor[[64], pl.FP32],
        x: pl.Tensor[[64], pl.FP32],
        ret0__out: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        acc__tile: pl.Tile[[64], pl.FP32] = pl.load(acc, [0], [64])
        x__tile: pl.Tile[[64], pl.FP32] = pl.load(x, [0], [64])
        y__tile: pl.Tile[[64], pl.FP32] = pl.tile.add(acc__tile, x__tile)
        ret0__store: pl.Tensor[[64], pl.FP32] = pl.store(y__tile, [0], ret0__out)
        return ret0__store

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self, acc0: pl.Tensor[[64], pl.FP32], x: pl.Tensor[[64], pl.FP32]
    ) -> pl.Tensor[[64], pl.FP32]:
        pl.dump_tag(x)
        for i, (acc,) in pl.range(10, init_values=(acc0,)):
            ret0__out: pl.Tensor[[64], pl.FP32] = pl.create_tensor([64], dtype=pl.FP32)
            result: pl.Tensor[[64], pl.FP32] = self.main_incore_0(acc, x, ret0__out)
            new_acc = pl.yield_(result)
        return new_acc

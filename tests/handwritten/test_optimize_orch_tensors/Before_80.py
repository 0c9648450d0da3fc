# tests/ut/ir/transforms/test_optimize_orch_tensors.py::TestOutWindowSubmitCall::test_inout_full_read_before_subset_write_stays_baseline (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def update(
        self,
        acc: pl.InOut[pl.Tensor[[128, 64], pl.FP32]],
        data: pl.Tensor[[1, 64], pl.FP32],
    ) -> pl.Tensor[[128, 64], pl.FP32]:
        _full: pl.Tile[[128, 64], pl.FP32] = pl.tile.load(acc, [0, 0], [128, 64], [128, 64])
        tile: pl.Tile[[1, 64], pl.FP32] = pl.tile.load(data, [0, 0], [1, 64], [1, 64])
        result: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(tile, [7, 0], acc)
        return result

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        acc: pl.InOut[pl.Tensor[[128, 64], pl.FP32]],
        data: pl.Tensor[[1, 64], pl.FP32],
    ) -> pl.Tensor[[128, 64], pl.FP32]:
        result: pl.Tensor[[128, 64], pl.FP32] = self.update(acc, data)
        return result

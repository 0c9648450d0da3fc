# tests/ut/ir/transforms/test_optimize_orch_tensors.py::TestSliceInputStrides::test_non_sliced_in_param_unchanged (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        x: pl.Tensor[[32, 32], pl.FP32],
        ret0__out: pl.Out[pl.Tensor[[32, 32], pl.FP32]],
    ) -> pl.Tensor[[32, 32], pl.FP32]:
        x__tile: pl.Tile[[32, 32], pl.FP32] = pl.load(x, [0, 0], [32, 32])
        ret0__store: pl.Tensor[[32, 32], pl.FP32] = pl.store(x__tile, [0, 0], ret0__out)
        return ret0__store

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        data: pl.Tensor[[32, 32], pl.FP32],
    ) -> pl.Tensor[[32, 32], pl.FP32]:
        ret0__out: pl.Tensor[[32, 32], pl.FP32] = pl.create_tensor([32, 32], dtype=pl.FP32)
        result: pl.Tensor[[32, 32], pl.FP32] = self.main_incore_0(data, ret0__out)
        return result

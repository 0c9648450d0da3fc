# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestTensorCiConversion::test_tensor_ci_conversion (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        x: pl.Tensor[[1, 32], pl.INT32],
        ret0__out: pl.Out[pl.Tensor[[1, 32], pl.INT32]],
    ) -> pl.Tensor[[1, 32], pl.INT32]:
        x__tile = pl.load(x, [0, 0], [1, 32], [1, 32], target_memory=pl.Mem.Vec)
        idx__tile = pl.tile.ci(pl.const(0, pl.INT32), [1, 32], dtype=pl.INT32, descending=True)
        y__tile = pl.tile.add(idx__tile, x__tile)
        ret0__store = pl.store(y__tile, [0, 0], ret0__out)
        return ret0__store

    @pl.function
    def main(self, x: pl.Tensor[[1, 32], pl.INT32]) -> pl.Tensor[[1, 32], pl.INT32]:
        ret0__out = pl.create_tensor([1, 32], dtype=pl.INT32, layout=pl.TensorLayout.ND)
        y = self.main_incore_0(x, ret0__out)
        return y

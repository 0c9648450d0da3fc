# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestTensorRandomConversion::test_tensor_random_conversion (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        x: pl.Tensor[[4, 256], pl.INT32],
        ret0__out: pl.Out[pl.Tensor[[4, 256], pl.INT32]],
    ) -> pl.Tensor[[4, 256], pl.INT32]:
        x__tile = pl.load(x, [0, 0], [4, 256], [4, 256], target_memory=pl.Mem.Vec)
        r__tile = pl.tile.random(1, 2, 3, 4, 5, 6, [4, 256], dtype=pl.INT32, rounds=7)
        y__tile = pl.tile.add(r__tile, x__tile)
        ret0__store = pl.store(y__tile, [0, 0], ret0__out)
        return ret0__store

    @pl.function
    def main(self, x: pl.Tensor[[4, 256], pl.INT32]) -> pl.Tensor[[4, 256], pl.INT32]:
        ret0__out = pl.create_tensor([4, 256], dtype=pl.INT32, layout=pl.TensorLayout.ND)
        y = self.main_incore_0(x, ret0__out)
        return y

# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestSpmdBlockIdentityConversion::test_get_block_num_conversion (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        x: pl.Tensor[[64], pl.FP32],
        ret0__out: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        x__tile = pl.load(x, [0], [64], [64], target_memory=pl.Mem.Vec)
        n = pl.tile.get_block_num()
        y__tile = pl.tile.adds(x__tile, pl.cast(n, pl.INT32))
        ret0__store = pl.store(y__tile, [0], ret0__out)
        return ret0__store

    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        ret0__out = pl.create_tensor([64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        y = self.main_incore_0(x, ret0__out)
        return y

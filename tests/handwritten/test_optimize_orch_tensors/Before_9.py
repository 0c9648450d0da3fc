# tests/ut/ir/transforms/test_optimize_orch_tensors.py::TestLoopHoisting::test_tensor_create_stays_inside_loop (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        x: pl.Tensor[[64], pl.FP32],
        ret0__out: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        x__tile: pl.Tile[[64], pl.FP32] = pl.load(x, [0], [64])
        y__tile: pl.Tile[[64], pl.FP32] = pl.tile.add(x__tile, x__tile)
        ret0__store: pl.Tensor[[64], pl.FP32] = pl.store(y__tile, [0], ret0__out)
        return ret0__store

    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        for i in pl.range(10):
            ret0__out: pl.Tensor[[64], pl.FP32] = pl.create_tensor([64], dtype=pl.FP32)
            y: pl.Tensor[[64], pl.FP32] = self.main_incore_0(x, ret0__out)
        return y

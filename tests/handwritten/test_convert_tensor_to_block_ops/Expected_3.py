# tests/ut/ir/transforms/test_convert_tensor_to_block_ops.py::TestConvertTensorToBlockOps::test_chained_ops (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        x: pl.Tensor[[64], pl.FP32],
        out_0: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        x_tile: pl.Tile[[64], pl.FP32] = pl.load(x, [0], [64])
        y_tile: pl.Tile[[64], pl.FP32] = pl.block.add(x_tile, x_tile)
        z_tile: pl.Tile[[64], pl.FP32] = pl.block.mul(y_tile, y_tile)
        out_0: pl.Tensor[[64], pl.FP32] = pl.store(z_tile, [0], [64], out_0)
        return out_0

    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        out_0: pl.Tensor[[64], pl.FP32] = pl.create_tensor([64], dtype=pl.FP32)
        z: pl.Tensor[[64], pl.FP32] = self.main_incore_0(x, out_0)
        return z

# tests/ut/ir/transforms/test_convert_tensor_to_block_ops.py::TestConvertTensorToBlockOps::test_2d_tensor (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        x: pl.Tensor[[32, 64], pl.FP16],
        out_0: pl.Out[pl.Tensor[[32, 64], pl.FP16]],
    ) -> pl.Tensor[[32, 64], pl.FP16]:
        x_tile: pl.Tile[[32, 64], pl.FP16] = pl.load(x, [0, 0], [32, 64])
        y_tile: pl.Tile[[32, 64], pl.FP16] = pl.block.add(x_tile, x_tile)
        out_0: pl.Tensor[[32, 64], pl.FP16] = pl.store(y_tile, [0, 0], [32, 64], out_0)
        return out_0

    @pl.function
    def main(self, x: pl.Tensor[[32, 64], pl.FP16]) -> pl.Tensor[[32, 64], pl.FP16]:
        out_0: pl.Tensor[[32, 64], pl.FP16] = pl.create_tensor([32, 64], dtype=pl.FP16)
        y: pl.Tensor[[32, 64], pl.FP16] = self.main_incore_0(x, out_0)
        return y

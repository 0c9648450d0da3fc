# tests/ut/ir/transforms/test_convert_tensor_to_block_ops.py::TestNestedControlFlow::test_incore_with_if_branch (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        n: pl.Scalar[pl.INT64],
        x: pl.Tensor[[64], pl.FP32],
        out_0: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        x_tile: pl.Tile[[64], pl.FP32] = pl.load(x, [0], [64])
        if n == 0:
            y_tile: pl.Tile[[64], pl.FP32] = pl.block.add(x_tile, x_tile)
            z: pl.Tile[[64], pl.FP32] = pl.yield_(y_tile)
        else:
            y_tile: pl.Tile[[64], pl.FP32] = pl.block.mul(x_tile, x_tile)
            z: pl.Tile[[64], pl.FP32] = pl.yield_(y_tile)
        out_0: pl.Tensor[[64], pl.FP32] = pl.store(z, [0], [64], out_0)
        return out_0

    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32], n: pl.Scalar[pl.INT64]) -> pl.Tensor[[64], pl.FP32]:
        out_0: pl.Tensor[[64], pl.FP32] = pl.create_tensor([64], dtype=pl.FP32)
        z: pl.Tensor[[64], pl.FP32] = self.main_incore_0(n, x, out_0)
        return z

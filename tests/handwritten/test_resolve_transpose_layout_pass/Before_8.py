# tests/ut/ir/transforms/test_resolve_transpose_layout_pass.py::TestResolveTransposeLayoutNoOp::test_elementwise_no_transpose (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def add_incore(
        self,
        x: pl.Tensor[[64, 64], pl.FP32],
        out_0: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        x_tile: pl.Tile[[64, 64], pl.FP32] = pl.load(x, [0, 0], [64, 64])
        y_tile: pl.Tile[[64, 64], pl.FP32] = pl.tile.add(x_tile, x_tile)
        out_0: pl.Tensor[[64, 64], pl.FP32] = pl.store(y_tile, [0, 0], out_0)
        return out_0

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[64, 64], pl.FP32]) -> pl.Tensor[[64, 64], pl.FP32]:
        out_0: pl.Tensor[[64, 64], pl.FP32] = pl.create_tensor([64, 64], dtype=pl.FP32)
        y: pl.Tensor[[64, 64], pl.FP32] = self.add_incore(x, out_0)
        return y

# ptoc: check --backend 910B
# A transpose of the last two axes of a rank-3 tile: FlattenTileNdTo2D unrolls it into one
# 2-D transpose per batch of the flattened [16, 8] tile, assembled into a [16, 8] result,
# which the store writes back as [2, 8, 8].
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[2, 8, 8], pl.FP32],
        out_0: pl.Out[pl.Tensor[[2, 8, 8], pl.FP32]],
    ) -> pl.Tensor[[2, 8, 8], pl.FP32]:
        x_tile: pl.Tile[[2, 8, 8], pl.FP32] = pl.tile.load(x, [0, 0, 0], [2, 8, 8])
        xt_tile: pl.Tile[[2, 8, 8], pl.FP32] = pl.transpose(x_tile, axis1=1, axis2=2)
        out_0 = pl.tile.store(xt_tile, [0, 0, 0], out_0)
        return out_0

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[2, 8, 8], pl.FP32]) -> pl.Tensor[[2, 8, 8], pl.FP32]:
        out_0: pl.Tensor[[2, 8, 8], pl.FP32] = pl.create_tensor([2, 8, 8], dtype=pl.FP32)
        y: pl.Tensor[[2, 8, 8], pl.FP32] = self.kernel(x, out_0)
        return y

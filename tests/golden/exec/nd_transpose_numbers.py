# ptoc: run --backend 910B --in 0=iota --print 1
# transpose([2, 8, 8], 1, 2) as FlattenTileNdTo2D unrolls it (one 2-D transpose of each batch's
# [8, 8] page of the flattened [16, 8] tile, assembled at row 8*b), computed on the CPU: out[b]
# is x[b] transposed, so row 8*b + i holds 64*b + i, 64*b + 8 + i, ...
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
    def main(
        self, x: pl.Tensor[[2, 8, 8], pl.FP32], out_0: pl.Out[pl.Tensor[[2, 8, 8], pl.FP32]]
    ) -> pl.Tensor[[2, 8, 8], pl.FP32]:
        out_0 = self.kernel(x, out_0)
        return out_0

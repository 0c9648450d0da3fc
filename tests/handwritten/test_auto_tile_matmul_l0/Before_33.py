# tests/ut/ir/transforms/test_auto_tile_matmul_l0.py::TestAutoTileMatmulL0MNTiling::test_mn_tiling_reversed_def_store_chain_stays_ssa (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a1: pl.Tensor[[512, 512], pl.FP32],
        b1: pl.Tensor[[512, 512], pl.FP32],
        a2: pl.Tensor[[512, 512], pl.FP32],
        b2: pl.Tensor[[512, 512], pl.FP32],
        out: pl.Out[pl.Tensor[[512, 1024], pl.FP32]],
    ) -> pl.Tensor[[512, 1024], pl.FP32]:
        a2m: pl.Tile[[512, 512], pl.FP32, pl.Mem.Mat] = pl.tile.load(
            a2, [0, 0], [512, 512], target_memory=pl.Mem.Mat
        )
        b2m: pl.Tile[[512, 512], pl.FP32, pl.Mem.Mat] = pl.tile.load(
            b2, [0, 0], [512, 512], target_memory=pl.Mem.Mat
        )
        c2: pl.Tile[[512, 512], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a2m, b2m)
        a1m: pl.Tile[[512, 512], pl.FP32, pl.Mem.Mat] = pl.tile.load(
            a1, [0, 0], [512, 512], target_memory=pl.Mem.Mat
        )
        b1m: pl.Tile[[512, 512], pl.FP32, pl.Mem.Mat] = pl.tile.load(
            b1, [0, 0], [512, 512], target_memory=pl.Mem.Mat
        )
        c1: pl.Tile[[512, 512], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a1m, b1m)
        out1: pl.Tensor[[512, 1024], pl.FP32] = pl.store(c1, [0, 0], out)
        out2: pl.Tensor[[512, 1024], pl.FP32] = pl.store(c2, [0, 512], out1)
        return out2

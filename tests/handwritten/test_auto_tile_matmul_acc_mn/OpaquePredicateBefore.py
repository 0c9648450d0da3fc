# tests/ut/ir/transforms/test_auto_tile_matmul_acc_mn.py::<module> (hand-written)
import pypto.language as pl

WIDE_M = 272
WIDE_N = 144
WIDE_K_TOTAL = 256
WIDE_K_TILE = 128


@pl.program
class OpaquePredicateBefore:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[WIDE_M, WIDE_K_TOTAL], pl.INT8],
        b: pl.Tensor[[WIDE_K_TOTAL, WIDE_N], pl.INT8],
        c: pl.Out[pl.Tensor[[WIDE_M, WIDE_N], pl.INT32]],
        seed: pl.Scalar[pl.BOOL],
    ) -> pl.Tensor[[WIDE_M, WIDE_N], pl.INT32]:
        acc_init: pl.Tile[[WIDE_M, WIDE_N], pl.INT32, pl.Mem.Acc] = pl.tile.create(
            [WIDE_M, WIDE_N], dtype=pl.INT32, target_memory=pl.Mem.Acc
        )
        for k0, (acc_iter,) in pl.pipeline(0, WIDE_K_TOTAL, WIDE_K_TILE, init_values=(acc_init,), stage=2):
            at: pl.Tile[[WIDE_M, WIDE_K_TILE], pl.INT8, pl.Mem.Mat] = pl.tile.load(
                a, [0, k0], [WIDE_M, WIDE_K_TILE], target_memory=pl.Mem.Mat
            )
            bt: pl.Tile[[WIDE_K_TILE, WIDE_N], pl.INT8, pl.Mem.Mat] = pl.tile.load(
                b, [k0, 0], [WIDE_K_TILE, WIDE_N], target_memory=pl.Mem.Mat
            )
            acc_next: pl.Tile[[WIDE_M, WIDE_N], pl.INT32, pl.Mem.Acc] = pl.tile.matmul_acc(
                acc_iter, at, bt, seed
            )
            acc: pl.Tile[[WIDE_M, WIDE_N], pl.INT32, pl.Mem.Acc] = pl.yield_(acc_next)
        c = pl.tile.store(acc, [0, 0], c)
        return c

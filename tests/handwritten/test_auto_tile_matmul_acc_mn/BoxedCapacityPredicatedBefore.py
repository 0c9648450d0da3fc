# tests/ut/ir/transforms/test_auto_tile_matmul_acc_mn.py::<module> (hand-written)
import pypto.language as pl

BOX_CAP_M = 576
BOX_CAP_N = 48
BOX_CAP_K_TOTAL = 256
BOX_CAP_K_TILE = 128


@pl.program
class BoxedCapacityPredicatedBefore:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[BOX_CAP_M, BOX_CAP_K_TOTAL], pl.INT8],
        b: pl.Tensor[[BOX_CAP_K_TOTAL, BOX_CAP_N], pl.INT8],
        c: pl.Out[pl.Tensor[[BOX_CAP_M, BOX_CAP_N], pl.INT32]],
    ) -> pl.Tensor[[BOX_CAP_M, BOX_CAP_N], pl.INT32]:
        acc_init: pl.Tile[[BOX_CAP_M, BOX_CAP_N], pl.INT32, pl.Mem.Acc] = pl.tile.create(
            [BOX_CAP_M, BOX_CAP_N], dtype=pl.INT32, target_memory=pl.Mem.Acc
        )
        for k0, (acc_iter,) in pl.pipeline(
            0, BOX_CAP_K_TOTAL, BOX_CAP_K_TILE, init_values=(acc_init,), stage=2
        ):
            at: pl.Tile[[BOX_CAP_M, BOX_CAP_K_TILE], pl.INT8, pl.Mem.Mat] = pl.tile.load(
                a, [0, k0], [BOX_CAP_M, BOX_CAP_K_TILE], target_memory=pl.Mem.Mat
            )
            bt: pl.Tile[[BOX_CAP_K_TILE, BOX_CAP_N], pl.INT8, pl.Mem.Mat] = pl.tile.load(
                b, [k0, 0], [BOX_CAP_K_TILE, BOX_CAP_N], target_memory=pl.Mem.Mat
            )
            acc_next: pl.Tile[[BOX_CAP_M, BOX_CAP_N], pl.INT32, pl.Mem.Acc] = pl.tile.matmul_acc(
                acc_iter, at, bt, k0 == 0
            )
            acc: pl.Tile[[BOX_CAP_M, BOX_CAP_N], pl.INT32, pl.Mem.Acc] = pl.yield_(acc_next)
        c = pl.tile.store(acc, [0, 0], c)
        return c

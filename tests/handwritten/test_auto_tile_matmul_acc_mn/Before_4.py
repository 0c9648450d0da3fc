# tests/ut/ir/transforms/test_auto_tile_matmul_acc_mn.py::test_canonical_split_k_peeled_spelling_shares_one_slot_per_tile (hand-written)
import pypto.language as pl

M = 256
N = 384
K_total = 256
K_tile = 128


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[M, K_total], pl.BF16],
        b: pl.Tensor[[K_total, N], pl.BF16],
        c: pl.Out[pl.Tensor[[M, N], pl.FP32]],
    ) -> pl.Tensor[[M, N], pl.FP32]:
        acc_init: pl.Tile[[M, N], pl.FP32, pl.Mem.Acc] = pl.tile.create(
            [M, N], dtype=pl.FP32, target_memory=pl.Mem.Acc
        )
        for k0, (acc_iter,) in pl.pipeline(0, K_total, K_tile, init_values=(acc_init,), stage=2):
            at: pl.Tile[[M, K_tile], pl.BF16, pl.Mem.Mat] = pl.tile.load(
                a, [0, k0], [M, K_tile], target_memory=pl.Mem.Mat
            )
            bt: pl.Tile[[K_tile, N], pl.BF16, pl.Mem.Mat] = pl.tile.load(
                b, [k0, 0], [K_tile, N], target_memory=pl.Mem.Mat
            )
            if k0 == 0:
                acc_first: pl.Tile[[M, N], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(at, bt)
                acc_phi: pl.Tile[[M, N], pl.FP32, pl.Mem.Acc] = pl.yield_(acc_first)
            else:
                acc_next: pl.Tile[[M, N], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc_iter, at, bt)
                acc_phi: pl.Tile[[M, N], pl.FP32, pl.Mem.Acc] = pl.yield_(acc_next)
            acc: pl.Tile[[M, N], pl.FP32, pl.Mem.Acc] = pl.yield_(acc_phi)
        c = pl.tile.store(acc, [0, 0], c)
        return c

# tests/ut/ir/transforms/test_declared_memref.py::TestPipeline::test_binding_survives_an_spmd_cube_kernel (hand-written)
import pypto.language as pl

m = 16
k = 128
n = 128


@pl.program
class Before:
    @pl.function
    def main(
        self,
        q: pl.Tensor[[m, k], pl.BF16],
        b: pl.Tensor[[k, 2 * n], pl.BF16],
        out: pl.Out[pl.Tensor[[m, 2 * n], pl.FP32]],
    ) -> pl.Tensor[[m, 2 * n], pl.FP32]:
        for _ in pl.spmd(1, name_hint="cube"):
            q_l1: pl.Tile[[m, k], pl.BF16, pl.Mem.Mat] = pl.load(
                q, [0, 0], [m, k], target_memory=pl.MemorySpace.Mat
            )
            q_l0: pl.Tile[[m, k], pl.BF16, pl.Mem.Left] = pl.tile.extract(
                q_l1, 0, 0, [m, k], target_memory=pl.MemorySpace.Left
            )
            b_l1: pl.Tile[[k, 2 * n], pl.BF16, pl.Mem.Mat] = pl.load(
                b, [0, 0], [k, 2 * n], target_memory=pl.MemorySpace.Mat
            )
            b0: pl.Tile[[k, n], pl.BF16, pl.Mem.Right] = pl.tile.extract(
                b_l1, 0, 0, [k, n], target_memory=pl.MemorySpace.Right
            )
            acc0: pl.Tile[[m, n], pl.FP32, pl.MemRef("l0c_ping"), pl.Mem.Acc] = pl.tile.matmul(
                q_l0, b0
            )
            r0: pl.Tensor[[m, 2 * n], pl.FP32] = pl.store(acc0, [0, 0], out)
            b1: pl.Tile[[k, n], pl.BF16, pl.Mem.Right] = pl.tile.extract(
                b_l1, 0, n, [k, n], target_memory=pl.MemorySpace.Right
            )
            acc1: pl.Tile[[m, n], pl.FP32, pl.MemRef("l0c_pong"), pl.Mem.Acc] = pl.tile.matmul(
                q_l0, b1
            )
            r1 = pl.store(acc1, [0, n], r0)
        return r1

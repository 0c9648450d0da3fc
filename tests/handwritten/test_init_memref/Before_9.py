# tests/ut/ir/transforms/test_init_memref.py::TestMemRefSharing::test_matmul_acc_shares_memref_with_accumulator (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(
        self,
        input_a: pl.Tensor[[32, 32], pl.FP16],
        input_b: pl.Tensor[[32, 32], pl.FP16],
        output: pl.Out[pl.Tensor[[32, 32], pl.FP32]],
    ) -> pl.Tensor[[32, 32], pl.FP32]:
        tile_a_ub: pl.Tile[[32, 32], pl.FP16, pl.MemorySpace.Vec] = pl.load(
            input_a, [0, 0], [32, 32], target_memory=pl.Mem.Vec
        )
        tile_b_l1: pl.Tile[[32, 32], pl.FP16, pl.MemorySpace.Mat] = pl.load(
            input_b, [0, 0], [32, 32], target_memory=pl.MemorySpace.Mat
        )
        tile_a_l0a: pl.Tile[[32, 32], pl.FP16, pl.MemorySpace.Left] = pl.move(
            tile_a_ub, target_memory=pl.MemorySpace.Left
        )
        tile_b_l0b: pl.Tile[[32, 32], pl.FP16, pl.MemorySpace.Right] = pl.move(
            tile_b_l1, target_memory=pl.MemorySpace.Right
        )
        acc: pl.Tile[[32, 32], pl.FP32, pl.MemorySpace.Acc] = pl.matmul(tile_a_l0a, tile_b_l0b)
        acc_next: pl.Tile[[32, 32], pl.FP32, pl.MemorySpace.Acc] = pl.matmul_acc(
            acc, tile_a_l0a, tile_b_l0b
        )
        result: pl.Tensor[[32, 32], pl.FP32] = pl.store(acc_next, [0, 0], output)
        return result

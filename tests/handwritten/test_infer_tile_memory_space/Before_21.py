# tests/ut/ir/transforms/test_infer_tile_memory_space.py::TestAutoMoveInsertion::test_matmul_moves_are_inserted_at_first_consumer (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        lhs: pl.Tensor[[4, 128], pl.BF16],
        rhs0: pl.Tensor[[128, 64], pl.BF16],
        rhs1: pl.Tensor[[128, 64], pl.BF16],
        out_0: pl.Out[pl.Tensor[[4, 64], pl.FP32]],
    ) -> pl.Tensor[[4, 64], pl.FP32]:
        lhs_tile: pl.Tile[[4, 128], pl.BF16] = pl.load(
            lhs, [0, 0], [4, 128], target_memory=pl.MemorySpace.Mat
        )
        rhs0_tile: pl.Tile[[128, 64], pl.BF16] = pl.load(
            rhs0, [0, 0], [128, 64], target_memory=pl.MemorySpace.Mat
        )
        rhs1_tile: pl.Tile[[128, 64], pl.BF16] = pl.load(
            rhs1, [0, 0], [128, 64], target_memory=pl.MemorySpace.Mat
        )
        _acc0: pl.Tile[[4, 64], pl.FP32] = pl.matmul(lhs_tile, rhs0_tile)
        acc1: pl.Tile[[4, 64], pl.FP32] = pl.matmul(lhs_tile, rhs1_tile)
        out_0_store: pl.Tensor[[4, 64], pl.FP32] = pl.store(acc1, [0, 0], out_0)
        return out_0_store

    @pl.function
    def main(
        self,
        lhs: pl.Tensor[[4, 128], pl.BF16],
        rhs0: pl.Tensor[[128, 64], pl.BF16],
        rhs1: pl.Tensor[[128, 64], pl.BF16],
    ) -> pl.Tensor[[4, 64], pl.FP32]:
        out_0: pl.Tensor[[4, 64], pl.FP32] = pl.create_tensor([4, 64], dtype=pl.FP32)
        result: pl.Tensor[[4, 64], pl.FP32] = self.main_incore_0(lhs, rhs0, rhs1, out_0)
        return result

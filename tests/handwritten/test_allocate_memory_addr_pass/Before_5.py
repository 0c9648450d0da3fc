# tests/ut/ir/transforms/test_allocate_memory_addr_pass.py::test_allocate_memory_addr_reuses_right_buffer_when_moves_sink_to_consumer (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
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
        result: pl.Tensor[[4, 64], pl.FP32] = pl.store(acc1, [0, 0], out_0)
        return result

# tests/ut/codegen/test_matmul_init_cond.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class MatmulAccSubview:
    """A legal column window of a larger Acc tile used as the destination."""

    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        lhs: pl.Tensor[[16, 16], pl.FP32],
        rhs: pl.Tensor[[16, 16], pl.FP32],
        output: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        lhs_mat = pl.load(lhs, [0, 0], [16, 16], target_memory=pl.MemorySpace.Mat)
        rhs_mat = pl.load(rhs, [0, 0], [16, 16], target_memory=pl.MemorySpace.Mat)
        lhs_tile = pl.move(lhs_mat, target_memory=pl.MemorySpace.Left)
        rhs_tile = pl.move(rhs_mat, target_memory=pl.MemorySpace.Right)
        parent = pl.tile.create([16, 32], pl.FP32, target_memory=pl.MemorySpace.Acc)
        accumulator = pl.tile.slice(parent, [16, 16], [0, 16])
        result = pl.tile.matmul_acc(accumulator, lhs_tile, rhs_tile)
        return pl.store(result, [0, 0], output)

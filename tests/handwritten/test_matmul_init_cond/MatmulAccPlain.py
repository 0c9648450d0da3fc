# tests/ut/codegen/test_matmul_init_cond.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class MatmulAccPlain:
    """No predicate — the accumulating form, unchanged."""

    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        lhs: pl.Tensor[[16, 16], pl.FP32],
        rhs: pl.Tensor[[16, 16], pl.FP32],
        output: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        lhs_tile: pl.Tile[[16, 16], pl.FP32] = pl.load(
            lhs, [0, 0], [16, 16], target_memory=pl.MemorySpace.Mat
        )
        rhs_tile: pl.Tile[[16, 16], pl.FP32] = pl.load(
            rhs, [0, 0], [16, 16], target_memory=pl.MemorySpace.Mat
        )
        acc_tile: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Acc] = pl.tile.create(
            [16, 16], pl.FP32, target_memory=pl.MemorySpace.Acc
        )
        out_tile: pl.Tile[[16, 16], pl.FP32] = pl.tile.matmul_acc(acc_tile, lhs_tile, rhs_tile)
        return pl.store(out_tile, [0, 0], output)

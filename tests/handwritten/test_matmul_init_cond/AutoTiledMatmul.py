# tests/ut/codegen/test_matmul_init_cond.py::TestAutoTiledPredicateFolds::test_folded_predicate_emits_one_mad_per_block_and_no_branch (hand-written)
import pypto.language as pl


@pl.program
class AutoTiledMatmul:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        lhs: pl.Tensor[[16, 512], pl.BF16],
        rhs: pl.Tensor[[512, 64], pl.BF16],
        output: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        lhs_mat = pl.tile.load(lhs, [0, 0], [16, 512], target_memory=pl.MemorySpace.Mat)
        rhs_mat = pl.tile.load(rhs, [0, 0], [512, 64], target_memory=pl.MemorySpace.Mat)
        out_tile = pl.tile.matmul(lhs_mat, rhs_mat)
        return pl.store(out_tile, [0, 0], output)

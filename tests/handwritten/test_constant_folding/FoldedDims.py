# tests/ut/language/parser/test_constant_folding.py::TestDimensionEqualityAfterFolding::test_same_closure_binop_in_multiple_shapes (hand-written)
import pypto.language as pl

ROPE_DIM = 8


@pl.program
class FoldedDims:
    @pl.function
    def main(
        self,
        src: pl.Tensor[[16, 8], pl.FP32],
        out: pl.Tensor[[1, 4], pl.FP32],
    ) -> pl.Tensor[[1, 4], pl.FP32]:
        lo = pl.slice(src, [1, ROPE_DIM // 2], [0, 0])
        hi = pl.slice(src, [1, ROPE_DIM // 2], [0, ROPE_DIM // 2])
        lo_scaled = pl.col_expand_mul(lo, lo)
        hi_scaled = pl.col_expand_mul(hi, hi)
        result = pl.sub(lo_scaled, hi_scaled)
        out = pl.assemble(out, result, [0, 0])
        return out

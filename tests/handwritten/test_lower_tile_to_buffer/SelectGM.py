# tests/ut/ir/transforms/test_lower_tile_to_buffer.py::test_distinct_gm_branch_aliases_require_a_separate_recipe (hand-written)
import pypto.language as pl


@pl.program
class SelectGM:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 32], pl.FP32],
        b: pl.Tensor[[16, 32], pl.FP32],
        output: pl.Out[pl.Tensor[[16, 32], pl.FP32]],
        flag: pl.Scalar[pl.BOOL],
    ) -> pl.Tensor[[16, 32], pl.FP32]:
        if flag:
            source = pl.yield_(a)
        else:
            source = pl.yield_(b)
        value = pl.load(source, [0, 0], [16, 32])
        stored = pl.store(value, [0, 0], output)
        return stored

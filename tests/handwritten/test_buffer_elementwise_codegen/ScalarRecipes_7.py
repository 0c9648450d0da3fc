# tests/ut/codegen/test_buffer_elementwise_codegen.py::test_scalar_recipes_resolve_operands_before_native_emission (hand-written)
import pypto.language as pl


@pl.program
class ScalarRecipes:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[16, 32], pl.FP32], factor: pl.Scalar[pl.INDEX],
               output: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        lhs = pl.load(a, [0, 0], [16, 32])
        full = pl.tile.full([16, 32], pl.FP32, -1.25)
        initialized = pl.tile.add(lhs, full)
        scalar = pl.cast(factor, pl.INT64)
        added = pl.tile.adds(initialized, scalar)
        subtracted = pl.tile.subs(added, 2.5)
        multiplied = pl.tile.muls(subtracted, scalar)
        divided = pl.tile.divs(multiplied, 3)
        maximum = pl.tile.maximums(divided, -2.0)
        minimum = pl.tile.minimums(maximum, 4)
        activated = pl.tile.lrelu(minimum, 0.125)
        result = pl.store(activated, [0, 0], output)
        return result

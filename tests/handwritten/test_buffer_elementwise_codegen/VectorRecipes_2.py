# tests/ut/codegen/test_buffer_elementwise_codegen.py::test_public_recipes_preserve_explicit_destinations_through_binary_artifacts (hand-written)
import pypto.language as pl


@pl.program
class VectorRecipes:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[16, 32], pl.FP32], b: pl.Tensor[[16, 32], pl.FP32],
               output: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        lhs = pl.load(a, [0, 0], [16, 32])
        rhs = pl.load(b, [0, 0], [16, 32])
        added = pl.tile.add(lhs, rhs)
        subtracted = pl.tile.sub(added, rhs)
        multiplied = pl.tile.mul(subtracted, rhs)
        divided = pl.tile.div(multiplied, rhs, high_precision=True)
        maximum = pl.tile.maximum(divided, lhs)
        minimum = pl.tile.minimum(maximum, rhs)
        negated = pl.tile.neg(minimum)
        magnitude = pl.tile.abs(negated)
        positive = pl.tile.relu(magnitude)
        root = pl.tile.sqrt(positive)
        exponential = pl.tile.exp(root)
        logarithm = pl.tile.log(exponential, high_precision=True)
        reciprocal = pl.tile.recip(logarithm, high_precision=True)
        result = pl.store(reciprocal, [0, 0], output)
        return result

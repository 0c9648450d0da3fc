# ptoc: compile --backend 910B --no-emit-loc
# The reference's test_buffer_elementwise_codegen _public_program(high_precision=True), on the
# tile path (ptoc has no Buffer IR): one native ins/outs op per recipe (tadd ... trecip), none
# in the '= pto.tX' form, no tmov, 2 tloads and 1 tstore, one addressed alloc_tile per tile
# (PyPTO planner), #pto<div/log/recip_precision high_precision> on tdiv, tlog, trecip.
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

# tests/ut/ir/transforms/test_lower_tile_to_buffer.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class NestedBranch:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 32], pl.FP32],
        b: pl.Tensor[[16, 32], pl.FP32],
        output: pl.Out[pl.Tensor[[16, 32], pl.FP32]],
        outer: pl.Scalar[pl.BOOL],
        inner: pl.Scalar[pl.BOOL],
    ) -> pl.Tensor[[16, 32], pl.FP32]:
        lhs = pl.load(a, [0, 0], [16, 32])
        rhs = pl.load(b, [0, 0], [16, 32])
        if outer:
            if inner:
                selected = pl.yield_(lhs)
            else:
                selected = pl.yield_(rhs)
            then_out = pl.store(selected, [0, 0], output)
            result = pl.yield_(then_out)
        else:
            product = pl.mul(lhs, rhs)
            else_out = pl.store(product, [0, 0], output)
            result = pl.yield_(else_out)
        return result

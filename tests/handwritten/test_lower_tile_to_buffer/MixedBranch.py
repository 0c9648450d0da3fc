# tests/ut/ir/transforms/test_lower_tile_to_buffer.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class MixedBranch:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 32], pl.FP32],
        b: pl.Tensor[[16, 32], pl.FP32],
        output: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
        original: pl.Out[pl.Tensor[[16, 32], pl.FP32]],
        flag: pl.Scalar[pl.BOOL],
    ) -> tuple[pl.Tensor[[32, 64], pl.FP32], pl.Tensor[[16, 32], pl.FP32]]:
        lhs = pl.load(a, [0, 0], [16, 32])
        rhs = pl.load(b, [0, 0], [16, 32])
        if flag:
            product = pl.mul(lhs, rhs)
            selected, row, second, column = pl.yield_(product, 16, lhs, 0)
        else:
            selected, row, second, column = pl.yield_(lhs, 0, rhs, 32)
        total = pl.add(selected, second)
        stored = pl.store(total, [row, column], output)
        saved = pl.store(lhs, [0, 0], original)
        return stored, saved

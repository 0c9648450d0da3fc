# tests/ut/ir/transforms/test_lower_tile_to_buffer.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class StraightLine:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 32], pl.FP32],
        b: pl.Tensor[[16, 32], pl.FP32],
        output: pl.Out[pl.Tensor[[16, 32], pl.FP32]],
    ) -> pl.Tensor[[16, 32], pl.FP32]:
        lhs: pl.Tile[[16, 32], pl.FP32] = pl.load(a, [0, 0], [16, 32])
        rhs: pl.Tile[[16, 32], pl.FP32] = pl.load(b, [0, 0], [16, 32])
        total: pl.Tile[[16, 32], pl.FP32] = pl.add(lhs, rhs)
        product: pl.Tile[[16, 32], pl.FP32] = pl.mul(total, rhs)
        result: pl.Tensor[[16, 32], pl.FP32] = pl.store(product, [0, 0], output)
        return result

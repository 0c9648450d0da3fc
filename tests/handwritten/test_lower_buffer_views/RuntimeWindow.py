# tests/ut/ir/transforms/test_lower_buffer_views.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class RuntimeWindow:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[64, 64], pl.FP32], row: pl.Scalar[pl.INDEX],
               out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        whole = pl.load(x, [0, 0], [64, 64])
        window = pl.tile.slice(whole, [16, 64], [row, 0])
        doubled = pl.add(window, window)
        result = pl.store(doubled, [0, 0], out)
        return result

# tests/ut/ir/transforms/test_lower_buffer_views.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class StaticWindow:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[32, 32], pl.FP32]]
               ) -> pl.Tensor[[32, 32], pl.FP32]:
        whole = pl.load(x, [0, 0], [64, 64])
        window = pl.tile.slice(whole, [16, 32], [16, 32])
        doubled = pl.add(window, window)
        canvas = pl.tile.full([32, 32], dtype=pl.FP32, value=0.0)
        placed = pl.tile.assemble(canvas, doubled, [16, 0])
        result = pl.store(placed, [0, 0], out)
        return result

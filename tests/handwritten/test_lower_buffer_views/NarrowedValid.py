# tests/ut/ir/transforms/test_lower_buffer_views.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class NarrowedValid:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[16, 64], pl.FP32], cols: pl.Scalar[pl.INDEX],
               out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        loaded = pl.load(x, [0, 0], [16, 64])
        narrowed = pl.tile.set_validshape(loaded, 16, cols)
        doubled = pl.add(narrowed, narrowed)
        result = pl.store(doubled, [0, 0], out)
        return result

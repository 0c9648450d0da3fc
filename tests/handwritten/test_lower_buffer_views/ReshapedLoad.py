# tests/ut/ir/transforms/test_lower_buffer_views.py::test_automatic_views_compile_without_new_allocations_or_data_copies (hand-written)
import pypto.language as pl


@pl.program
class ReshapedLoad:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, source: pl.Tensor[[16, 32], pl.FP16],
               output: pl.Out[pl.Tensor[[8, 64], pl.FP16]]
               ) -> pl.Tensor[[8, 64], pl.FP16]:
        loaded = pl.load(source, [0, 0], [16, 32])
        reshaped = pl.reshape(loaded, [8, 64])
        result = pl.store(reshaped, [0, 0], output)
        return result

# tests/ut/ir/transforms/test_lower_buffer_views.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class RuntimeValid:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[16, 64], pl.FP32], cols: pl.Scalar[pl.INDEX],
               out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        loaded: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(
            x, [0, 0], [16, 64], [16, cols], target_memory=pl.MemorySpace.Vec)
        doubled = pl.add(loaded, loaded)
        result = pl.store(doubled, [0, 0], out)
        return result

# tests/ut/ir/transforms/test_auto_tile_vector.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class WideMultiOutputProgram:
    @pl.function(attrs={"auto_tile": True})
    def live_out(
        self, x: pl.Tensor[[128, 8192], pl.FP32]
    ) -> tuple[pl.Tensor[[128, 8192], pl.FP32], pl.Tensor[[128, 8192], pl.FP32]]:
        a: pl.Tensor[[128, 8192], pl.FP32] = pl.exp(x)
        b: pl.Tensor[[128, 8192], pl.FP32] = pl.add(a, 1.0)
        return a, b

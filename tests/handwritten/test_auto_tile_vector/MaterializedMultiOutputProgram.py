# tests/ut/ir/transforms/test_auto_tile_vector.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class MaterializedMultiOutputProgram:
    @pl.function(attrs={"auto_tile": True})
    def materialized(
        self, x: pl.Tensor[[1, 64], pl.FP32]
    ) -> tuple[pl.Tensor[[1, 64], pl.FP32], pl.Tensor[[1, 64], pl.FP32]]:
        a: pl.Tensor[[1, 64], pl.FP32] = pl.mul(x, x)
        b: pl.Tensor[[1, 64], pl.FP32] = pl.add(a, 1.0)
        return a, b

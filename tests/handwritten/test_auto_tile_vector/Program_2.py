# tests/ut/ir/transforms/test_auto_tile_vector.py::test_explicit_out_mapping_is_all_or_none_and_type_exact (hand-written)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(attrs={"auto_tile": True})
    def kernel(
        self,
        x: pl.Tensor[[64, 256], pl.FP32],
        only: pl.Out[pl.Tensor[[64, 256], pl.FP32]],
    ) -> tuple[pl.Tensor[[64, 256], pl.FP32], pl.Tensor[[64, 256], pl.FP32]]:
        first: pl.Tensor[[64, 256], pl.FP32] = pl.exp(x)
        second: pl.Tensor[[64, 256], pl.FP32] = pl.add(first, 1.0)
        return first, second

# tests/ut/ir/transforms/test_normalize_return_order.py::TestNormalizeReturnOrder::test_non_incore_unchanged (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        y: pl.Tensor[[16], pl.FP32] = pl.add(x, x)
        return y

# tests/ut/language/parser/test_text_parser.py::TestScalarRangeRoundTrip::test_scalar_range_with_iter_args_roundtrip (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, n: pl.Scalar[pl.INT64], x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        init: pl.Tensor[[64], pl.FP32] = pl.create_tensor([64], dtype=pl.FP32)
        for i, (acc,) in pl.range(n, init_values=(init,)):
            new_acc: pl.Tensor[[64], pl.FP32] = pl.add(acc, x)
            result = pl.yield_(new_acc)
        return result

# tests/ut/ir/transforms/test_normalize_stmt_structure_pass.py::test_normalize_simple_function (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return pl.tensor.adds(x, 1.0)

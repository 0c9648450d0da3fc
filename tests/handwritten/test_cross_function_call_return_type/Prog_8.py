# tests/ut/ir/parser/test_cross_function_call_return_type.py::test_repeated_composite_binding_is_checked_after_transitive_substitution (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

factor = pl.dynamic("FACTOR")
total = pl.dynamic("TOTAL")
actual_factor = pl.dynamic("ACTUAL_FACTOR")


@pl.program
class Prog:
    @pl.function
    def select(
        self,
        first: pl.Tensor[[total], pl.FP32],
        second: pl.Tensor[[total], pl.FP32],
        marker: pl.Tensor[[factor], pl.FP32],
    ):
        return first

    @pl.function
    def main(
        self,
        first: pl.Tensor[[factor * 64], pl.FP32],
        second: pl.Tensor[[actual_factor * 64], pl.FP32],
        marker: pl.Tensor[[actual_factor], pl.FP32],
    ):
        return self.select(first, second, marker)

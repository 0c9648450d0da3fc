# tests/ut/ir/parser/test_cross_function_call_return_type.py::test_composite_binding_skips_mismatched_nonvariable_operands (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

n = pl.dynamic("N")
m = pl.dynamic("M")


@pl.program
class Prog:
    @pl.function
    def select(
        self,
        shifted: pl.Tensor[[n + 1], pl.FP32],
        marker: pl.Tensor[[n], pl.FP32],
    ):
        return marker

    @pl.function
    def main(
        self,
        shifted: pl.Tensor[[m + 2], pl.FP32],
        marker: pl.Tensor[[m + 1], pl.FP32],
    ):
        return self.select(shifted, marker)

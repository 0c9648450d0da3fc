# tests/ut/ir/parser/test_cross_function_call_return_type.py::test_symbolic_valid_shape_and_composite_return_metadata_are_substituted (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

n = pl.dynamic("N")


@pl.program
class Prog:
    @pl.function
    def view(self, arg: pl.Tensor[[n, 64], pl.FP32]):
        return pl.tensor.slice(arg, [n, 64], [0, 0], valid_shape=[n - 1, 64])

    @pl.function
    def main(self, actual: pl.Tensor[[32, 64], pl.FP32]):
        return self.view(actual)

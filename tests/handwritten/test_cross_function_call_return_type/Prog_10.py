# tests/ut/ir/parser/test_cross_function_call_return_type.py::test_recursive_tuple_and_tile_return_metadata_are_substituted (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

n = pl.dynamic("N")


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def load_tile(self, arg: pl.Tensor[[n, 64], pl.FP32]):
        tile = pl.load(arg, [0, 0], [n, 64], valid_shape=[n - 1, 64])
        status = pl.const(0, pl.INT64)
        return status, (tile,)

    @pl.function
    def main(self, actual: pl.Tensor[[32, 64], pl.FP32]):
        return self.load_tile(actual)

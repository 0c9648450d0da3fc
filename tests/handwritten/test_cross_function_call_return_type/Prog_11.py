# tests/ut/ir/parser/test_cross_function_call_return_type.py::test_distributed_return_kind_and_valid_shape_are_preserved (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

n = pl.dynamic("N")


@pl.program
class Prog:
    @pl.function
    def view(
        self,
        shape_source: pl.Tensor[[n], pl.FP32],
        arg: pld.DistributedTensor[[64, 64], pl.FP32],
    ):
        return pl.tensor.slice(arg, [64, 64], [0, 0], valid_shape=[n - 1, 64])

    @pl.function
    def main(
        self,
        actual_shape_source: pl.Tensor[[32], pl.FP32],
        actual: pld.DistributedTensor[[64, 64], pl.FP32],
    ):
        return self.view(actual_shape_source, actual)

# tests/ut/ir/parser/test_cross_function_call_return_type.py::test_self_binding_is_refined_by_later_concrete_argument (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

n = pl.dynamic("N")


@pl.program
class Prog:
    @pl.function
    def select(self, symbolic: pl.Tensor[[n], pl.FP32], concrete: pl.Tensor[[n], pl.FP32]):
        return concrete

    @pl.function
    def main(self, symbolic: pl.Tensor[[n], pl.FP32], concrete: pl.Tensor[[8], pl.FP32]):
        return self.select(symbolic, concrete)

# tests/ut/ir/parser/test_cross_function_call_return_type.py::test_reassigning_a_folded_name_never_writes_into_the_symbol (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

tokens = pl.dynamic("TOKENS_DYN")
cols = pl.dynamic("COLS_DYN")


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[tokens, cols], pl.FP32], flag: pl.Scalar[pl.BOOL]):
        n = pl.tensor.dim(x, 0)  # n -> TOKENS_DYN
        if flag:
            n = 3  # rebind inside a scope that does not leak its vars
            k = pl.yield_(1)
        else:
            k = pl.yield_(2)
        n = 5  # outer scope: n is bound to the symbol again
        return pl.create_tensor([n, k], dtype=pl.FP32)

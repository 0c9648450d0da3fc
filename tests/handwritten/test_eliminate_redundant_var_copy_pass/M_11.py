# tests/ut/ir/transforms/test_eliminate_redundant_var_copy_pass.py::test_keeps_incore_function (hand-written)
import pypto.language as pl


@pl.program
class M:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        x__ssa_v1: pl.Tensor[[64], pl.FP32] = a
        return x__ssa_v1

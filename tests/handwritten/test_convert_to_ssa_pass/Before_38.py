# tests/ut/ir/transforms/test_convert_to_ssa_pass.py::TestEscapingVariables::test_for_loop_non_escaping_var_not_promoted (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        result: pl.Tensor[[64], pl.FP32] = x
        for i in pl.range(4):
            tmp: pl.Tensor[[64], pl.FP32] = pl.add(result, 1.0)
            result = pl.add(tmp, 1.0)
        return result

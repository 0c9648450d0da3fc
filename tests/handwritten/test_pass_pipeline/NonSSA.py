# tests/ut/ir/transforms/test_pass_pipeline.py::_make_non_ssa_program (hand-written)
import pypto.language as pl


@pl.program
class NonSSA:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        result = pl.add(x, 1.0)
        result = pl.add(result, 2.0)  # noqa: F841 - SSA violation
        return result

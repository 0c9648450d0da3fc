# tests/ut/ir/transforms/test_pass_pipeline.py::_make_valid_ssa_program (hand-written)
import pypto.language as pl


@pl.program(strict_ssa=True)
class ValidSSA:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        result: pl.Tensor[[64], pl.FP32] = pl.add(x, 1.0)
        return result

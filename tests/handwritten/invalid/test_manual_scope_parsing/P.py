# tests/ut/language/parser/test_manual_scope_parsing.py::test_submit_rejects_counting_runtime_out_as_an_extra_result (rejected by the reference parser)
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[64], pl.FP32],
               scratch: pl.Out[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        return scratch

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[64], pl.FP32]):
        (scratch, duplicate), tid = pl.submit(self.kernel, x)

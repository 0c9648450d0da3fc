# tests/ut/ir/transforms/test_inline_functions.py::TestInlineFunctionsParamRebinding::test_single_callsite_pl_out_rebinding (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function
    def main(
        self,
        a: pl.Tensor[[4], pl.FP32],
        ext: pl.Out[pl.Tensor[[4], pl.FP32]],
    ) -> pl.Tensor[[4], pl.FP32]:
        ext = pl.tensor.assemble(ext, a, [0])  # in-place rebinding of the pl.Out
        v: pl.Tensor[[4], pl.FP32] = ext  # alias to rebound value, NOT pre-call ext
        return v

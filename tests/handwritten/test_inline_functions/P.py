# tests/ut/ir/transforms/test_inline_functions.py::TestInlineFunctionsInDefaultPipeline::test_inline_runs_in_default_pipeline (hand-written)
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.Inline)
    def helper(self, x: pl.Tensor[[1], pl.INT32]) -> pl.Tensor[[1], pl.INT32]:
        y: pl.Tensor[[1], pl.INT32] = pl.add(x, x)
        return y

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[1], pl.INT32]) -> pl.Tensor[[1], pl.INT32]:
        z: pl.Tensor[[1], pl.INT32] = self.helper(x)
        return z

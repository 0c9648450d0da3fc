# tests/ut/ir/transforms/test_simplify_pass.py::TestManualScopeSubmit::test_folds_shape_into_submit_arg_preserving_submit (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, t: pl.Tensor[[4, 8], pl.FP32]) -> pl.Tensor[[4, 8], pl.FP32]:
        return t

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self):
        N: pl.Scalar[pl.INDEX] = 4
        t: pl.Tensor[[N, 8], pl.FP32] = pl.tensor.create([N, 8], dtype=pl.FP32)
        with pl.manual_scope():
            res = pl.submit(self.kernel, t)  # noqa: F841

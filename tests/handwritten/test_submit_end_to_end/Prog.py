# tests/ut/ir/transforms/test_submit_end_to_end.py::test_submit_visible_in_mid_pipeline_dump (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def stage1(
        self,
        x: pl.Tensor[[16, 256], pl.FP32],
        scratch: pl.Out[pl.Tensor[[16, 256], pl.FP32]],
    ) -> pl.Tensor[[16, 256], pl.FP32]:
        return scratch

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[16, 256], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 256], pl.FP32]],
    ) -> pl.Tensor[[16, 256], pl.FP32]:
        with pl.manual_scope():
            scratch, tid = pl.submit(self.stage1, x, out)  # noqa: F841
        return out

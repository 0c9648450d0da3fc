# tests/ut/ir/transforms/test_legalize_spmd_launches.py::test_omitted_outputs_before_required_inputs_are_rejected (hand-written)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Out[pl.Tensor[[16], pl.FP32]],
        x: pl.Tensor[[16], pl.FP32],
        b: pl.Out[pl.Tensor[[16], pl.FP32]],
        y: pl.Tensor[[16], pl.FP32],
    ) -> tuple[pl.Tensor[[16], pl.FP32], pl.Tensor[[16], pl.FP32]]:
        return a, b

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[16], pl.FP32],
        y: pl.Tensor[[16], pl.FP32],
        n: pl.Scalar[pl.INDEX],
    ):
        with pl.manual_scope():
            (a, b), tid = pl.spmd_submit(self.kernel, x, y, core_num=n)

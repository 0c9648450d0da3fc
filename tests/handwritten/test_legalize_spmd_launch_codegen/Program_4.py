# tests/ut/codegen/test_legalize_spmd_launch_codegen.py::test_codegen_rejects_dynamic_launch_when_legalization_was_omitted (hand-written)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, out: pl.Out[pl.Tensor[[16], pl.FP32]]) -> pl.Tensor[[16], pl.FP32]:
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, out: pl.Tensor[[16], pl.FP32], n: pl.Scalar[pl.INDEX]) -> pl.Tensor[[16], pl.FP32]:
        out, tid = pl.spmd_submit(self.kernel, out, core_num=n)
        return out

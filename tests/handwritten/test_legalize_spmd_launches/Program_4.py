# tests/ut/ir/transforms/test_legalize_spmd_launches.py::test_unreturned_out_must_also_be_preallocated (hand-written)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self, a: pl.Out[pl.Tensor[[16], pl.FP32]], hidden: pl.Out[pl.Tensor[[16], pl.FP32]]
    ) -> pl.Tensor[[16], pl.FP32]:
        return a

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, a: pl.Tensor[[16], pl.FP32], n: pl.Scalar[pl.INDEX]):
        with pl.manual_scope():
            out, tid = pl.spmd_submit(self.kernel, a, core_num=n)

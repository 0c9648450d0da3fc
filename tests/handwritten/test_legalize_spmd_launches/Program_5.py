# tests/ut/ir/transforms/test_legalize_spmd_launches.py::test_positive_then_constraint_does_not_leak_into_else (hand-written)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, out: pl.Out[pl.Tensor[[16], pl.FP32]]) -> pl.Tensor[[16], pl.FP32]:
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, n: pl.Scalar[pl.INDEX]):
        with pl.manual_scope():
            if n > 0:
                a, ta = pl.spmd_submit(self.kernel, core_num=n)
            else:
                b, tb = pl.spmd_submit(self.kernel, core_num=n)

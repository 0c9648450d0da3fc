# tests/ut/ir/transforms/test_legalize_spmd_launches.py::test_composite_scalar_binding_keeps_existing_positive_proof (hand-written)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, out: pl.Out[pl.Tensor[[16], pl.FP32]]) -> pl.Tensor[[16], pl.FP32]:
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, size: pl.Scalar[pl.INDEX]):
        n = size * 3 // 4
        with pl.manual_scope():
            if n > 0:
                out, tid = pl.spmd_submit(self.kernel, core_num=n)

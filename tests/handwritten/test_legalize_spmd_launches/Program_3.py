# tests/ut/ir/transforms/test_legalize_spmd_launches.py::test_arith_positive_expression_and_loop_range_need_no_guard (hand-written)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, out: pl.Out[pl.Tensor[[16], pl.FP32]]) -> pl.Tensor[[16], pl.FP32]:
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self):
        with pl.manual_scope():
            for i in pl.range(0, 4):
                n = i + 1
                out, tid = pl.spmd_submit(self.kernel, core_num=n)

# tests/ut/language/parser/test_spmd_submit.py::TestSpmdSubmitParsing::test_works_in_auto_scope (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def k(
        self, x: pl.Tensor[[128], pl.FP32], out: pl.Out[pl.Tensor[[128], pl.FP32]]
    ) -> pl.Tensor[[128], pl.FP32]:
        t = pl.load(x, [0], [128])
        out = pl.store(t, [0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self, x: pl.Tensor[[128], pl.FP32], out: pl.Out[pl.Tensor[[128], pl.FP32]]
    ) -> pl.Tensor[[128], pl.FP32]:
        out, tid = pl.spmd_submit(self.k, x, out, core_num=4, sync_start=True)
        return out

# tests/ut/language/parser/test_spmd_submit.py::TestSpmdSubmitParsing::test_core_num_accepts_closure_constant (hand-written)
import pypto.language as pl

n_blocks = 16


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
        with pl.manual_scope():
            out, _ = pl.spmd_submit(self.k, x, out, core_num=n_blocks)
        return out

# tests/ut/language/parser/test_spmd_submit.py::TestSpmdSubmitErrors::test_sync_start_must_be_bool_literal (rejected by the reference parser)
import pypto.language as pl


@pl.program
class _Prog:
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
            out, _ = pl.spmd_submit(self.k, x, out, core_num=4, sync_start=1)
        return out

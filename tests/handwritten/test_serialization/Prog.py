# tests/ut/ir/transforms/test_serialization.py::TestSubmitSerialization::test_serialize_manual_scope_spmd_submit_program (hand-written)
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
        with pl.manual_scope():
            out, tid = pl.spmd_submit(self.k, x, out, core_num=4, sync_start=True)
        return out

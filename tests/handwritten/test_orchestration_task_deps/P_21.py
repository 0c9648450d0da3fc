# tests/ut/codegen/test_orchestration_task_deps.py::test_plain_submit_emits_no_launch_spec (hand-written)
import pypto.language as pl


@pl.program
class P:
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
            out, _ = pl.submit(self.k, x, out)
        return out

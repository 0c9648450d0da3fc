# tests/ut/codegen/test_orchestration_task_deps.py::test_at_allow_early_resolve_emits_hint (hand-written)
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self, x: pl.Tensor[[512, 128], pl.FP32], out: pl.Out[pl.Tensor[[512, 128], pl.FP32]]
    ) -> pl.Tensor[[512, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP, allow_early_resolve=True):
            t = pl.load(x, [0, 0], [128, 128])
            out = pl.store(t, [0, 0], out)
        return out

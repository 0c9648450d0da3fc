# tests/ut/codegen/test_spmd_scope_tid_codegen.py::TestSpmdScopeTaskIdCodegen::test_as_tid_deps_emit_set_dependencies_and_capture_task_id (hand-written)
import pypto.language as pl


@pl.program
class P:
    # Plain vector InCore kernel (no mixed wrapper) keeps the test focused
    # on the dep wiring. Two separate Out buffers avoid feeding one
    # dispatch's tuple-return into the next dispatch's args — the edge is
    # carried purely by deps=[tid0].
    @pl.function(type=pl.FunctionType.InCore)
    def vkernel(
        self,
        a: pl.Tensor[[512, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[512, 128], pl.FP32]],
    ) -> pl.Tensor[[512, 128], pl.FP32]:
        t = pl.load(a, [0, 0], [512, 128])
        out = pl.store(pl.add(t, t), [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        a: pl.Tensor[[512, 128], pl.FP32],
        out1: pl.Out[pl.Tensor[[512, 128], pl.FP32]],
        out2: pl.Out[pl.Tensor[[512, 128], pl.FP32]],
    ) -> pl.Tensor[[512, 128], pl.FP32]:
        with pl.spmd(4, name_hint="stage1") as tid0:
            out1 = self.vkernel(a, out1)
        with pl.spmd(4, name_hint="stage2", deps=[tid0]) as tid1:
            out2 = self.vkernel(a, out2)
        return out2

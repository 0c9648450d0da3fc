# tests/ut/ir/transforms/test_expand_mixed_kernel_a2a3.py::test_explicit_sync_core_type_routes_each_event_to_one_lane (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def explicit_sync(
        self,
        workspace: pl.Tensor[[256], pl.INT64],
        x: pl.Tensor[[16], pl.FP32],
    ) -> pl.Tensor[[16], pl.FP32]:
        pl.system.set_ffts(workspace)
        pl.system.sync_set(4, pipe=pl.PipeType.MTE3, ffts_mode=2, core_type="aiv")
        pl.system.sync_wait(4, pipe=pl.PipeType.MTE2, core_type="aic")
        return x

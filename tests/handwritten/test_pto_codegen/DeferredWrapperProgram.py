# tests/ut/codegen/test_pto_codegen.py::TestGenerateKernelWrapper::test_defer_wait_wrapper_forwards_raw_args_through_checked_adapter (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class DeferredWrapperProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def deferred_kernel(
        self,
        signal: pld.DistributedTensor[[4, 8], pl.INT32],
        expected: pl.Scalar[pl.INT32],
    ):
        # Backend-only fixture: outlining a validated ``pl.at`` waiter
        # scope stamps this internal marker in production pipelines.
        pl.func_attr({"deferred_completion_waiter": True})
        pld.system.defer_wait(
            signal,
            offsets=[1, 2],
            expected=expected,
            cmp=pld.WaitCmp.Ge,
        )

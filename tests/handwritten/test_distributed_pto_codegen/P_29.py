# tests/ut/codegen/distributed/test_distributed_pto_codegen.py::test_nranks_emits_pto_load_scalar_plus_shrui_32_plus_trunci (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, data: pld.DistributedTensor[[16, 16], pl.FP32]):
        ctx = pld.system.get_comm_ctx(data)
        _n = pld.system.nranks(ctx)  # noqa: F841 — exercise nranks
        pld.system.wait(data, offsets=[0, 0], expected=1, cmp=pld.WaitCmp.Eq)

# tests/ut/codegen/distributed/test_distributed_pto_codegen.py::test_get_comm_ctx_emits_no_mlir_aliases_ctx_arg (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, data: pld.DistributedTensor[[16, 16], pl.FP32]):
        ctx = pld.system.get_comm_ctx(data)  # noqa: F841 — exercise the alias
        # Touch ``data`` again so it is not DCE'd before the get_comm_ctx call.
        pld.system.wait(data, offsets=[0, 0], expected=1, cmp=pld.WaitCmp.Eq)

# tests/ut/codegen/distributed/test_distributed_pto_codegen.py::test_wait_emits_comm_twait_with_attr (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class PGe:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        signal: pld.DistributedTensor[[16, 16], pl.INT32],
    ):
        pld.system.wait(signal, offsets=[0, 0], expected=1, cmp=pld.WaitCmp.Ge)

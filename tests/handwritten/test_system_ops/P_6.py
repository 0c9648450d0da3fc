# tests/ut/ir/parser/test_system_ops.py::test_defer_wait_long_form_parses_and_round_trips (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def worker(self, signal: pld.DistributedTensor[[4], pl.INT32]):
        pld.system.defer_wait(signal, offsets=[0], expected=1, cmp=pld.WaitCmp.Ge)

# tests/ut/ir/parser/test_system_ops.py::test_defer_wait_accepts_index_expected_and_round_trips (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def worker(self, signal: pld.DistributedTensor[[4], pl.INT32]):
        for expected in pl.range(1, 4):
            pld.system.defer_wait(signal, offsets=[0], expected=expected, cmp=pld.WaitCmp.Ge)

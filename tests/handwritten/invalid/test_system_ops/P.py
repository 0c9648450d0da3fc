# tests/ut/ir/parser/test_system_ops.py::test_defer_wait_rejects_float_offset (rejected by the reference parser)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:  # noqa: F841
    @pl.function(type=pl.FunctionType.InCore)
    def worker(self, signal: pld.DistributedTensor[[4], pl.INT32]):
        pld.system.defer_wait(
            signal,
            offsets=[0.5],  # pyright: ignore[reportArgumentType]  # invalid input under test
            expected=1,
            cmp=pld.WaitCmp.Ge,
        )

# tests/ut/ir/parser/test_system_ops.py::test_comm_ctx_param_accepts_wrapper_and_raw_type_spelling (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class RawType:
    @pl.function
    def worker(self, data: pld.DistributedTensor[[64], pl.FP32], ctx: pld.CommCtxType):
        pld.system.wait(data, offsets=[0], expected=1, cmp=pld.WaitCmp.Eq)

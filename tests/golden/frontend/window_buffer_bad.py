# ptoc: parse {}
# The naming rules of window buffers (test_alloc_window_buffer.py,
# test_window_op.py): named after the variable an allocation is assigned to,
# so it is only the whole right side of `NAME = ...`, takes no name=, and a
# name is allocated once in the program; the shape form needs dtype= and
# positive dimensions that fit.
import pypto.language as pl
import pypto.language.distributed as pld

@pl.program
class P:
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self):
        buf = pld.alloc_window_buffer(8)
        sig = pld.alloc_window_buffer(8, name="sig")
        pld.alloc_window_buffer(8)
        w = pld.window(pld.alloc_window_buffer(8), [2], dtype=pl.FP32)
        big = pld.alloc_window_buffer([4611686018427387904, 4], dtype=pl.FP32)
        lst = pld.alloc_window_buffer([16, 16])
        return buf

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch_2(self):
        buf = pld.tensor.alloc_window_buffer(16)
        return buf

# ptoc: print
# pld.alloc_window_buffer(shape, dtype=): the shape form of a window-buffer
# allocation (test_alloc_window_buffer.py): static dimensions fold to one byte
# count, a dynamic one leaves the product; the size form stays as written.
import pypto.language as pl
import pypto.language.distributed as pld

@pl.program
class P:
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self):
        a = pld.alloc_window_buffer([64, 128], dtype=pl.FP32)
        b = pld.tensor.alloc_window_buffer([32, 16], dtype=pl.INT32)
        c = pld.alloc_window_buffer([64, pld.world_size()], dtype=pl.BF16)
        d: pl.Ptr = pld.alloc_window_buffer([3], dtype=pl.INT8)
        e = pld.alloc_window_buffer(1024)
        return a

# tests/ut/ir/transforms/test_allocate_memory_addr_pass.py::test_allocate_memory_addr_rejects_overlapping_reserve_buffer_ranges (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIV)
    def main(self):
        _first_buf = pl.reserve_buffer(name="first_slot_buffer", size=4096)
        _overlap_buf = pl.reserve_buffer(name="overlap_slot_buffer", size=1024, base=2048)

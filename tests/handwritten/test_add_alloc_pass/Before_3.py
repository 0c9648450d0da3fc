# tests/ut/ir/transforms/test_add_alloc_pass.py::test_allocate_memory_addr_empty_function (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, output: pl.Tensor[[64, 64], pl.FP32]) -> pl.Tensor[[64, 64], pl.FP32]:
        return output

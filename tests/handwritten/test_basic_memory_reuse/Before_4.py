# tests/ut/ir/transforms/test_basic_memory_reuse.py::TestBasicMemoryReuse::test_empty_function (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, output: pl.Tensor[[64, 64], pl.FP32]) -> pl.Tensor[[64, 64], pl.FP32]:
        return output

# tests/ut/ir/transforms/test_memory_reuse.py::TestBasic::test_empty_function (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function
    def main(
        self,
        output: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_0", 0, 16384)]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        return output

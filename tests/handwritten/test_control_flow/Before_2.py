# tests/ut/language/parser/test_control_flow.py::TestParallelForLoops::test_sequential_for_printer_no_parallel (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        init: pl.Tensor[[64], pl.FP32] = pl.create_tensor([64], dtype=pl.FP32)
        for i, (acc,) in pl.range(10, init_values=(init,)):
            new_acc: pl.Tensor[[64], pl.FP32] = pl.add(acc, x)
            result = pl.yield_(new_acc)
        return result

# tests/ut/ir/transforms/test_convert_to_ssa_pass.py::TestPlainSyntax::test_simple_for_loop_plain (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        acc: pl.Tensor[[64], pl.FP32] = pl.create_tensor([64], dtype=pl.FP32)
        for i in pl.range(10):
            acc = pl.add(acc, 1.0)
        return acc

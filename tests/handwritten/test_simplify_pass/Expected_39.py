# tests/ut/ir/transforms/test_simplify_pass.py::TestConstantIfCollapse::test_always_false_no_else_drops_if_entirely (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Expected:
    @pl.function
    def main(self, out: pl.Tensor[[8], pl.INDEX]):
        for i in pl.range(0, 8, 2):
            pl.tensor.write(out, [i], i)

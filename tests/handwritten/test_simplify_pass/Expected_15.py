# tests/ut/ir/transforms/test_simplify_pass.py::TestControlFlow::test_continue_stmt_passthrough (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function
    def main(self, out: pl.Tensor[[4], pl.INT64]):
        for i in pl.range(4):
            y: pl.Scalar[pl.INT64] = i
            pl.tensor.write(out, [i], y)
            continue

# tests/ut/ir/transforms/test_simplify_pass.py::TestControlFlow::test_scope_stmt_traversal (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, out: pl.Tensor[[8], pl.INT64]):
        for i in pl.range(8):
            with pl.at(level=pl.Level.CORE_GROUP):
                y: pl.Scalar[pl.INT64] = i + 0
                pl.tensor.write(out, [i], y)

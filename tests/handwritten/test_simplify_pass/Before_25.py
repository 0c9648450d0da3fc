# tests/ut/ir/transforms/test_simplify_pass.py::TestScalarConstantPropagation::test_propagates_into_subsequent_expr (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, out: pl.Tensor[[1], pl.INDEX]):
        CHUNK_K: pl.Scalar[pl.INDEX] = 512
        y: pl.Scalar[pl.INDEX] = CHUNK_K + 1
        pl.tensor.write(out, [0], y)

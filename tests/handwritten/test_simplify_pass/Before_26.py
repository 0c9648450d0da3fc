# tests/ut/ir/transforms/test_simplify_pass.py::TestScalarConstantPropagation::test_propagates_into_for_bounds (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self):
        CHUNK_K: pl.Scalar[pl.INDEX] = 512
        for _i in pl.range(0, 1024, CHUNK_K):
            pass

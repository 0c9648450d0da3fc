# tests/ut/ir/transforms/test_comments_survive_mutator.py::TestCommentsSurviveMutator::test_base_mutator_rebuild_preserves_comments (hand-written)
import pypto.language as pl


@pl.program
class P:
    @pl.function
    def main(self, x: pl.Scalar[pl.FP32]) -> pl.Scalar[pl.FP32]:
        # loop annotation
        for i in pl.range(4):  # trailing
            x = x + 1.0
        return x

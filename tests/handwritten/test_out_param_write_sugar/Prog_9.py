# tests/ut/language/parser/test_out_param_write_sugar.py::TestNoDoubleWrapping::test_self_assignment_is_not_rewritten (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function
    def main(
        self,
        a: pl.Tensor[[64, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            out = pl.assemble(out, a, [0, 0])
        out = out  # noqa: PLW0127  # deliberate: the construct under test
        return out

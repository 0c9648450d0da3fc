# tests/ut/language/parser/test_out_param_write_sugar.py::TestOrchestrationOutParam::test_bare_assignment_matches_explicit_assemble (hand-written)
import pypto.language as pl


@pl.program
class Bare:
    @pl.function
    def main(
        self,
        a: pl.Tensor[[128, 128], pl.FP32],
        b: pl.Tensor[[128, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            out = pl.add(a, b)
        return out

# tests/ut/language/parser/test_out_param_write_sugar.py::TestOrchestrationOutParam::test_in_param_is_not_rewritten (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function
    def main(
        self,
        a: pl.Tensor[[64, 64], pl.FP32],
        b: pl.Tensor[[64, 64], pl.FP32],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            a = pl.add(a, b)
        return a

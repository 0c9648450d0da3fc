# tests/ut/language/parser/test_out_param_write_sugar.py::TestOrchestrationOutParam::test_inout_param_also_desugars (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function
    def main(
        self,
        a: pl.Tensor[[64, 64], pl.FP32],
        b: pl.Tensor[[64, 64], pl.FP32],
        acc: pl.InOut[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            acc = pl.add(a, b)
        return acc

# tests/ut/language/parser/test_out_param_write_sugar.py::TestOrchestrationOutParam::test_local_variable_is_not_rewritten (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function
    def main(
        self,
        a: pl.Tensor[[64, 64], pl.FP32],
        b: pl.Tensor[[64, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            tmp = pl.add(a, b)
            tmp = pl.mul(tmp, b)
            out = tmp
        return out

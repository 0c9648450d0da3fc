# tests/ut/language/parser/test_out_param_write_sugar.py::TestNoDoubleWrapping::test_value_reading_the_param_is_left_alone (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function
    def main(
        self,
        b: pl.Tensor[[64, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            out = pl.add(out, b)
        return out

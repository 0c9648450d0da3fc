# tests/ut/language/parser/test_out_param_write_sugar.py::TestNoDoubleWrapping::test_subscript_write_is_not_rewrapped (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function
    def main(
        self,
        a: pl.Tensor[[64, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            out[0:64, 0:128] = a
        return out

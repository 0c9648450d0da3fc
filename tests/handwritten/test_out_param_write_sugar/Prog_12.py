# tests/ut/language/parser/test_out_param_write_sugar.py::TestCreateTensorStillRejected::test_create_tensor_shadowing_still_flagged (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function
    def main(
        self,
        a: pl.Tensor[[64, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        out = pl.create_tensor([64, 64], dtype=pl.FP32)
        return out

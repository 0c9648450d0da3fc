# tests/ut/ir/transforms/test_auto_tile_vector.py::test_marked_effectful_statement_fails_instead_of_being_dropped (hand-written)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(attrs={"auto_tile": True})
    def unsupported(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        pl.tensor.write(out, [0, 0], 1.0)
        result: pl.Tensor[[16, 64], pl.FP32] = pl.exp(x)
        return result

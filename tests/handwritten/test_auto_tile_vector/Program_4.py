# tests/ut/ir/transforms/test_auto_tile_vector.py::test_inout_parameter_is_not_an_implicit_output_sink (hand-written)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(attrs={"auto_tile": True})
    def kernel(
        self,
        x: pl.Tensor[[64, 256], pl.FP32],
        state: pl.InOut[pl.Tensor[[64, 256], pl.FP32]],
    ) -> pl.Tensor[[64, 256], pl.FP32]:
        out: pl.Tensor[[64, 256], pl.FP32] = pl.add(x, state)
        return out

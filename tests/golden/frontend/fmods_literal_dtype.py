# ptoc: print
# from test_auto_tile_vector (Fp16FmodsProgram): a bare float literal beside an FP16 tensor takes its dtype
import pypto.language as pl


@pl.program
class Fp16FmodsProgram:
    @pl.function(attrs={"auto_tile": True})
    def fmods(self, x: pl.Tensor[[64, 256], pl.FP16]) -> pl.Tensor[[64, 256], pl.FP16]:
        return pl.fmods(x, 3.0)

# ptoc: compile --backend 910B --no-emit-loc
# exit: 1
# The reference's tensor.assemble deduction checks no dtype: an FP16 source
# assembled into an FP32 tensor lowers to a tile.store of the FP16 tile, whose
# tstore ptoas rejects (its elements move unconverted), at the assemble.
import pypto.language as pl


@pl.program
class AsmCross:
    @pl.function(type=pl.FunctionType.Opaque)
    def main(
        self,
        a: pl.Tensor[[16, 16], pl.FP16],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            b = pl.add(a, a)
            out = pl.assemble(out, b, [0, 0])
        return out

# ptoc: compile --backend 910B
# A pl.incore scope nested in another outlines to an InCore function called
# from an InCore function; its tile result would need an Out argument the
# kernel cannot supply, so ConvertTensorToTileOps reports the call.
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.incore():
            y: pl.Tensor[[64], pl.FP32] = pl.add(x, x)
            with pl.incore():
                z: pl.Tensor[[64], pl.FP32] = pl.mul(y, y)
        return z

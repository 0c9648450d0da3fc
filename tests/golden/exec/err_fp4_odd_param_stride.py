# ptoc: run --backend 950 --in 0=iota --print 1
# FP4 tensors run as x2 carriers (two elements a byte along the last axis): a kernel
# parameter that addresses its rows with an odd stride would start every other row
# on a byte's second nibble, so the run stops at the call.
import pypto.language as pl


@pl.program
class Fp4OddStride:
    @pl.function(type=pl.FunctionType.InCore)
    def copy(
        self,
        src: pl.Tensor[[4, 8], pl.FP4, pl.TensorView(stride=[15, 1], layout=pl.TensorLayout.ND)],
        out: pl.InOut[pl.Tensor[[4, 16], pl.FP4]],
    ) -> pl.Tensor[[4, 16], pl.FP4]:
        tile = pl.load(src, [0, 0], [4, 8])
        return pl.store(tile, [0, 0], out)

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        src: pl.Tensor[[4, 16], pl.FP4],
        out: pl.InOut[pl.Tensor[[4, 16], pl.FP4]],
    ) -> pl.Tensor[[4, 16], pl.FP4]:
        window = pl.slice(src, [4, 8], [0, 0])
        out = self.copy(window, out)
        return out

# ptoc: run --backend 950 --in 0=iota --print 1
# FP4 tensors run as the device holds them, x2 carriers (two elements a byte along
# the last axis): the [4, 16] tensors are [4, 8] byte arrays, the orchestration
# slices elements [0:4, 4:12] (carriers 2..5 of each row) and the kernel copies
# that window, [4, 8] elements, to carriers 0..3 of out; the carriers it does not
# write stay 0.  (The values printed are the carriers' byte codes.)
import pypto.language as pl


@pl.program
class Fp4CarrierCopy:
    @pl.function(type=pl.FunctionType.InCore)
    def copy(
        self,
        src: pl.Tensor[[4, 8], pl.FP4],
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
        window = pl.slice(src, [4, 8], [0, 4])
        out = self.copy(window, out)
        return out

# ptoc: check --backend 950
# The runtime holds an FP4 tensor as x2 carriers, two elements a byte along its last
# axis: check refuses a parameter whose rows would not start on a byte, at the parameter
# (the kernel's window of the [4, 15] tensor has row stride 15, the orchestration's
# tensor last extent 15; the reference build, without OptimizeOrchTensors, gives the
# kernel's src no strides, so it runs there and the compiled build's kernel is refused).
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
        src: pl.Tensor[[4, 15], pl.FP4],
        out: pl.InOut[pl.Tensor[[4, 16], pl.FP4]],
    ) -> pl.Tensor[[4, 16], pl.FP4]:
        window = pl.slice(src, [4, 8], [0, 2])
        out = self.copy(window, out)
        return out

# ptoc: compile --backend 910B --emit=config
# A kernel the orchestration does not call: the reference still emits its kernel file
# (every InCore function of a single-orchestration program), but its kernel_config.py
# numbers only the kernels the orchestration codegen submits, so KERNELS has `used`
# alone.  (With several orchestration functions each sub-build keeps the kernels it
# reaches, and `unused` is in none.)
import pypto.language as pl


@pl.program
class UnusedKernel:
    @pl.function(type=pl.FunctionType.InCore)
    def unused(
        self, a: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        t = pl.load(a, offsets=[0, 0], shapes=[16, 16])
        t2 = pl.add(t, t)
        out = pl.store(t2, offsets=[0, 0], output_tensor=out)
        return out

    @pl.function(type=pl.FunctionType.InCore)
    def used(
        self, a: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        t = pl.load(a, offsets=[0, 0], shapes=[16, 16])
        out = pl.store(t, offsets=[0, 0], output_tensor=out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self, a: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        out = self.used(a, out)
        return out

# input of tests/golden/compile/run.sh: a HOST orchestrator dispatching two chip
# orchestrators that share a kernel
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class TwoChips:
    @pl.function(type=pl.FunctionType.InCore)
    def vdouble(self, x: pl.Tensor[[16, 16], pl.FP32], y: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t = pl.load(x, [0, 0], [16, 16])
        s = pl.add(t, t)
        y = pl.store(s, [0, 0], y)
        return y

    @pl.function(type=pl.FunctionType.InCore)
    def vexp(self, x: pl.Tensor[[16, 16], pl.FP32], y: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t = pl.load(x, [0, 0], [16, 16])
        s = pl.exp(t)
        y = pl.store(s, [0, 0], y)
        return y

    @pl.function(type=pl.FunctionType.Orchestration)
    def chip_a(self, x: pl.Tensor[[16, 16], pl.FP32], y: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        y = self.vdouble(x, y)
        return y

    @pl.function(type=pl.FunctionType.Orchestration)
    def chip_b(self, x: pl.Tensor[[16, 16], pl.FP32], y: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t = pl.create_tensor([16, 16], dtype=pl.FP32)
        t = self.vexp(x, t)
        y = self.vdouble(t, y)
        return y

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self, x: pl.Tensor[[2, 16, 16], pl.FP32], y: pl.Out[pl.Tensor[[2, 16, 16], pl.FP32]]) -> pl.Tensor[[2, 16, 16], pl.FP32]:
        self.chip_a(x[0], y[0], device=0)
        self.chip_b(x[1], y[1], device=1)
        return y

# ptoc: parse {}
# pl.no_dep(x) stands only as a whole argument of a kernel call (self.k(...),
# pl.submit, pl.spmd_submit), takes one tensor variable, and its call takes no
# arg_direction_overrides of its own besides.
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.AIV)
    def k(self, a: pl.Tensor[[16, 16], pl.FP32], b: pl.Tensor[[16, 16], pl.FP32], o: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        return o

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(self, a: pl.Tensor[[16, 16], pl.FP32], b: pl.Tensor[[16, 16], pl.FP32], o: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        x = pl.no_dep(a)
        o1 = self.k(a, pl.tensor.add(pl.no_dep(b), b), o)
        o2 = self.k(a, b, pl.no_dep(3))
        o3 = self.k(a, pl.no_dep(b, a), o)
        o4 = self.k(pl.no_dep(a), b, o, attrs={"arg_direction_overrides": [1]})
        with pl.manual_scope():
            o5, t = pl.submit(self.k, pl.tensor.add(pl.no_dep(a), b), b, o)
        return o

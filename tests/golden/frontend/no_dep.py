# ptoc: print
# pl.no_dep(x) as a whole argument of a kernel call, a pl.submit too
# (test_orchestration_codegen.py, test_dump_dsl.py): the call gets
# attrs={"arg_direction_overrides": [positions]}, as the reference parses it.
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.AIV)
    def k(self, a: pl.Tensor[[16, 16], pl.FP32], b: pl.Tensor[[16, 16], pl.FP32], o: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        return o

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(self, a: pl.Tensor[[16, 16], pl.FP32], b: pl.Tensor[[16, 16], pl.FP32], o: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        o = self.k(pl.no_dep(a), b, pl.no_dep(o))
        with pl.manual_scope():
            o2, t = pl.submit(self.k, a, pl.no_dep(b), o)
        return o2

# tests/ut/ir/transforms/test_eliminate_redundant_var_copy_pass.py::test_keeps_loop_carry (hand-written)
import pypto.language as pl


@pl.program
class M:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[64], pl.FP32], o: pl.InOut[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        return a

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(self, a: pl.Tensor[[64], pl.FP32], out: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        for i__idx_v0, (out__iter_v1,) in pl.range(4, init_values=(out,)):
            out__ssa_v3: pl.Tensor[[64], pl.FP32] = self.kernel(a, out__iter_v1, attrs={"arg_directions": [pl.adir.input, pl.adir.inout]})
            out__rv_v2: pl.Tensor[[64], pl.FP32] = pl.yield_(out__ssa_v3)
        c__ssa_v1: pl.Tensor[[64], pl.FP32] = out__rv_v2
        return c__ssa_v1

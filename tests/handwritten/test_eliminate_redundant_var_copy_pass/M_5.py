# tests/ut/ir/transforms/test_eliminate_redundant_var_copy_pass.py::test_folds_in_place_written_source (hand-written)
import pypto.language as pl


@pl.program
class M:
    @pl.function(type=pl.FunctionType.InCore)
    def prod(self, o: pl.InOut[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        return o

    @pl.function(type=pl.FunctionType.InCore)
    def wr(self, o: pl.InOut[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        return o

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(self, a: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        p__ssa_v0: pl.Tensor[[64], pl.FP32] = self.prod(a, attrs={"arg_directions": [pl.adir.inout]})
        w__ssa_v0: pl.Tensor[[64], pl.FP32] = self.wr(p__ssa_v0, attrs={"arg_directions": [pl.adir.inout]})
        return w__ssa_v0

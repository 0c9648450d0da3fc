# ptoc: print
# An if branch that ends in `with pl.scope()` keeps its yield inside the scope (reference
# ConvertToSSA's output): the yield prints as the assignment to the if's return var, so the
# printed program parses back to the same if.
import pypto.language as pl

@pl.program
class ScopeYield:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        r: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(t, [0, 0], out)
        return r

    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)
    def orch(self, a: pl.Tensor[[16, 16], pl.FP32], flag: pl.Scalar[pl.INT64]):
        out: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.create([16, 16], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        if flag == 0:
            with pl.scope():
                out1: pl.Tensor[[16, 16], pl.FP32] = self.kernel(a, out)
                out2: pl.Tensor[[16, 16], pl.FP32] = pl.yield_(out1)
        else:
            out2: pl.Tensor[[16, 16], pl.FP32] = pl.yield_(out)
        return out2

# ptoc: compile --backend 950 --no-emit-loc
# exit: 1
# A Mat tile stored to GM in an AIC kernel: A5 has no tstore from loc=mat, so
# the store takes the reference's move to Vec, and ptoas has no mat->vec tmov:
# the compile stops at the user's store.  (910B stores the Mat tile itself:
# store_mat_910B.)
import pypto.language as pl


@pl.program
class StoreMat:
    @pl.function(type=pl.FunctionType.AIC)
    def load_store(self, a: pl.Tensor[[32, 32], pl.FP16], out: pl.Out[pl.Tensor[[32, 32], pl.FP16]]) -> pl.Tensor[[32, 32], pl.FP16]:
        m: pl.Tile[[32, 32], pl.FP16] = pl.load(a, [0, 0], [32, 32], target_memory=pl.MemorySpace.Mat)
        r: pl.Tensor[[32, 32], pl.FP16] = pl.store(m, [0, 0], out)
        return r

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, b: pl.Tensor[[32, 32], pl.FP16], out2: pl.Out[pl.Tensor[[32, 32], pl.FP16]]) -> pl.Tensor[[32, 32], pl.FP16]:
        out2 = self.load_store(b, out2)
        return out2

# ptoc: compile --backend 910B --emit=orchestration
# The reference's test_dyn_dim_symbol_is_defined_from_the_declaring_argument: a
# pl.dynamic dim the body reads as a value (n, in the create's shape) is defined
# once at the entry from the first argument that declares it, a's dim 1; rows,
# the read of a's dim 0, folds to its symbol M (OutlineIncoreScopes), defined
# there too from a's dim 0, so the temp's extents are {M, N}.
import pypto.language as pl

m = pl.dynamic("M")
n = pl.dynamic("N")


@pl.program
class DynSymbolProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def add_kernel(
        self,
        a: pl.Tensor[[m, n], pl.FP32],
        b: pl.Tensor[[m, n], pl.FP32],
        c: pl.Out[pl.Tensor[[m, n], pl.FP32]],
    ) -> pl.Tensor[[m, n], pl.FP32]:
        a_tile = pl.load(a, [0, 0], [16, 16], target_memory=pl.MemorySpace.Vec)
        b_tile = pl.load(b, [0, 0], [16, 16])
        return pl.store(pl.add(a_tile, b_tile), [0, 0], c)

    @pl.function(type=pl.FunctionType.Orchestration)
    def orchestrator(
        self,
        a: pl.Tensor[[m, n], pl.FP32],
        b: pl.Tensor[[m, n], pl.FP32],
        c: pl.Out[pl.Tensor[[m, n], pl.FP32]],
    ) -> pl.Tensor[[m, n], pl.FP32]:
        rows = pl.tensor.dim(a, 0)  # folds to M
        tmp = pl.create_tensor([rows, n], dtype=pl.FP32)
        staged = self.add_kernel(a, b, tmp)
        return self.add_kernel(staged, b, c)

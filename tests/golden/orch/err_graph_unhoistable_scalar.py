# ptoc: compile --backend 910B --emit=orchestration
# After the reference's UnhoistableScalarChecker (LegalizeGraphBoundary): a Graph function
# passes a kernel n = pl.tensor.dim(a, 0), a value its call sites cannot compute from
# its scalar parameters, so the recorded graph would replay it with the first call's.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[pl.dynamic("N"), 128], pl.FP32],
        out: pl.InOut[pl.Tensor[[128, 128], pl.FP32]],
        off: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        t: pl.Tile[[128, 128], pl.FP32] = pl.load(
            a, [off, 0], [128, 128], target_memory=pl.MemorySpace.Vec
        )
        return pl.store(t, [0, 0], out)

    @pl.function(type=pl.FunctionType.Graph)
    def layer(
        self,
        a: pl.Tensor[[pl.dynamic("N"), 128], pl.FP32],
        c: pl.InOut[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        n = pl.tensor.dim(a, 0)
        c = self.kernel(a, c, n)
        return c

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        a: pl.Tensor[[pl.dynamic("N"), 128], pl.FP32],
        c: pl.InOut[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        c = self.layer(a, c)
        return c

# ptoc: compile --backend 910B --emit=orchestration
# The reference's test_inline_computed_scalar_argument_is_rejected (LegalizeGraphBoundary):
# a Graph function passes idx * 128, computed in the argument list, to a kernel; only a
# named scalar is computed at the call sites, so this one would replay with the value of
# the first call.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[512, 128], pl.FP32],
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
        a: pl.Tensor[[512, 128], pl.FP32],
        c: pl.InOut[pl.Tensor[[128, 128], pl.FP32]],
        d: pl.InOut[pl.Tensor[[128, 128], pl.FP32]],
        idx: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        d = self.kernel(a, d, idx * 128)
        with pl.at(level=pl.Level.CORE_GROUP):
            t: pl.Tile[[128, 128], pl.FP32] = pl.load(a, [0, 0], [128, 128])
            pl.store(t, [0, 0], c)
        return c

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        a: pl.Tensor[[512, 128], pl.FP32],
        c: pl.InOut[pl.Tensor[[128, 128], pl.FP32]],
        d: pl.InOut[pl.Tensor[[128, 128], pl.FP32]],
        idx: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        c = self.layer(a, c, d, idx)
        return c

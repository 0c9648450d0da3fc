# tests/ut/ir/transforms/test_legalize_graph_boundary.py::TestBoundaryLegality::test_launch_under_a_conditional_is_rejected (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[128, 128], pl.FP32],
        out: pl.InOut[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        t: pl.Tile[[128, 128], pl.FP32] = pl.load(
            a, [0, 0], [128, 128], target_memory=pl.MemorySpace.Vec
        )
        return pl.store(t, [0, 0], out)

    @pl.function(type=pl.FunctionType.Graph)
    def layer(
        self,
        a: pl.Tensor[[128, 128], pl.FP32],
        c: pl.InOut[pl.Tensor[[128, 128], pl.FP32]],
        d: pl.InOut[pl.Tensor[[128, 128], pl.FP32]],
        flag: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        if flag > 0:
            d = self.kernel(a, d)
        with pl.at(level=pl.Level.CORE_GROUP):
            t: pl.Tile[[128, 128], pl.FP32] = pl.load(a, [0, 0], [128, 128])
            pl.store(t, [0, 0], c)
        return c

    @pl.function
    def main(
        self,
        a: pl.Tensor[[128, 128], pl.FP32],
        c: pl.InOut[pl.Tensor[[128, 128], pl.FP32]],
        d: pl.InOut[pl.Tensor[[128, 128], pl.FP32]],
        flag: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        c = self.layer(a, c, d, flag)
        return c

# ptoc: compile --backend 910B --emit=orchestration
# The reference's test_core_num_from_a_boundary_scalar_is_rejected (LegalizeGraphBoundary):
# a launch in a Graph function whose core_num is a boundary scalar, not a constant.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(
        self,
        x: pl.Tensor[[128, 128], pl.FP32],
        o: pl.InOut[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        t: pl.Tile[[128, 128], pl.FP32] = pl.load(x, [0, 0], [128, 128])
        o = pl.store(t, [0, 0], o)
        return o

    @pl.function(type=pl.FunctionType.Graph)
    def layer(
        self,
        a: pl.Tensor[[128, 128], pl.FP32],
        c: pl.InOut[pl.Tensor[[128, 128], pl.FP32]],
        blocks: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        with pl.manual_scope():
            c, _ = pl.spmd_submit(self.kernel, a, c, core_num=blocks)
        return c

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        a: pl.Tensor[[128, 128], pl.FP32],
        c: pl.InOut[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        c = self.layer(a, c, 4)
        return c

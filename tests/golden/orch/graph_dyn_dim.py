# ptoc: compile --backend 910B --emit=orchestration
# The reference's test_orchestration_codegen_graph _DynDim
# (test_graph_helper_defines_the_dynamic_dims_its_body_reads): a Graph function
# reading a pl.dynamic extent of its boundary tensor (n = pl.tensor.dim(a, 0)) defines
# the dim from its own bound tensor (`int64_t N = (int64_t)a.shapes[0];`), and the loop
# reading it runs to N.  n is not passed to a task, so it stays in the Graph body (the
# reference's LegalizeGraphBoundary hoists scalar arithmetic only).
import pypto.language as pl


@pl.program
class _DynDim:
    """A Graph whose body reads a dynamic extent of a boundary tensor."""

    @pl.function(type=pl.FunctionType.Graph)
    def layer(
        self,
        a: pl.Tensor[[pl.dynamic("N"), 128], pl.FP32],
        c: pl.InOut[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        n = pl.tensor.dim(a, 0)
        for _ in pl.range(n):
            pass
        with pl.at(level=pl.Level.CORE_GROUP):
            t: pl.Tile[[128, 128], pl.FP32] = pl.load(a, [0, 0], [128, 128])
            pl.store(t, [0, 0], c)
        return c

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        a: pl.Tensor[[pl.dynamic("N"), 128], pl.FP32],
        c: pl.InOut[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        c = self.layer(a, c)
        return c

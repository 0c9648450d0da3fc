# ptoc: compile --backend 910B --emit=orchestration
# The reference's test_at_predicate_accepted_inside_a_hierarchy_scope: a predicated
# pl.at(level=CORE_GROUP) inside a pl.at(level=CHIP) of an Orchestration function.  The
# hierarchy scope stays in the function (OutlineHierarchyScopes lifts scopes out of Opaque
# functions only) and adds nothing at run time: the inner scope is still submitted on its own
# with the predicate (GT 0 on rc[0, 0]), as without the CHIP scope.
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self, x: pl.Tensor[[512, 128], pl.FP32], out: pl.Out[pl.Tensor[[512, 128], pl.FP32]], rc: pl.Tensor[[512, 128], pl.INT32]
    ) -> pl.Tensor[[512, 128], pl.FP32]:
        with pl.at(level=pl.Level.CHIP):
            with pl.at(level=pl.Level.CORE_GROUP, predicate=(rc[0, 0] > 0)):
                v = pl.load(x, [0, 0], [128, 128])
                out = pl.store(v, [0, 0], out)
        return out

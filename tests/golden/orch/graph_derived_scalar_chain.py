# ptoc: compile --backend 910B --emit=orchestration
# After the reference's test_multi_level_derived_scalars_are_fully_expanded and
# test_alias_of_a_parameter_does_not_leak_to_the_caller (LegalizeGraphBoundary): a
# Graph function computes base through an alias of its parameter (alias = idx;
# base = alias * 128) and end from base (end = base + 128).  Both become boundary
# scalars after idx; the call site computes them in its own terms, in definition
# order (`int64_t base = (i * 128);`, `int64_t end = (base + 128);`), naming neither
# alias nor the Graph's base.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.Graph)
    def layer(
        self,
        a: pl.Tensor[[512, 128], pl.FP32],
        c: pl.InOut[pl.Tensor[[128, 128], pl.FP32]],
        idx: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        alias = idx
        base = alias * 128
        end = base + 128
        with pl.at(level=pl.Level.CORE_GROUP):
            t: pl.Tile[[128, 128], pl.FP32] = pl.load(a, [base, 0], [128, 128])
            u: pl.Tile[[128, 128], pl.FP32] = pl.load(a, [end - 128, 0], [128, 128])
            pl.store(pl.add(t, u), [0, 0], c)
        return c

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        a: pl.Tensor[[512, 128], pl.FP32],
        c: pl.InOut[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        for i in pl.range(4):
            c = self.layer(a, c, i)
        return c

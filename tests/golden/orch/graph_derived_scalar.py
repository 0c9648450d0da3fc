# ptoc: compile --backend 910B --emit=orchestration
# The reference's test_orchestration_codegen_graph Decoder: the Graph body computes
# base = layer_idx * 128 from its scalar parameter, which (as the reference's
# LegalizeGraphBoundary does, test_derived_scalar_becomes_a_parameter) becomes a
# boundary scalar of the Graph function bound after its own
# (`const uint64_t& base = args.scalar(1);`) and is computed at the call site
# (`int64_t base = (i * 128);`, its two add_scalar: layer_idx and base).
import pypto.language as pl


@pl.program
class Decoder:
    """One recordable layer, launched four times from the entry."""

    @pl.function(type=pl.FunctionType.Graph)
    def layer(
        self,
        a: pl.Tensor[[512, 128], pl.FP32],
        c: pl.InOut[pl.Tensor[[128, 128], pl.FP32]],
        layer_idx: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        base = layer_idx * 128
        with pl.at(level=pl.Level.CORE_GROUP):
            t: pl.Tile[[128, 128], pl.FP32] = pl.load(a, [base, 0], [128, 128])
            pl.store(t, [0, 0], c)
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

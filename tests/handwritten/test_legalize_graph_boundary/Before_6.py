# tests/ut/ir/transforms/test_legalize_graph_boundary.py::TestDerivedScalarHoisting::test_alias_of_a_parameter_does_not_leak_to_the_caller (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.Graph)
    def layer(
        self,
        w: pl.Tensor[[512, 128], pl.FP32],
        c: pl.InOut[pl.Tensor[[128, 128], pl.FP32]],
        idx: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        alias = idx
        base = alias * 128
        with pl.at(level=pl.Level.CORE_GROUP):
            t: pl.Tile[[128, 128], pl.FP32] = pl.load(w, [base, 0], [128, 128])
            pl.store(t, [0, 0], c)
        return c

    @pl.function
    def main(
        self,
        w: pl.Tensor[[512, 128], pl.FP32],
        c: pl.InOut[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        for i in pl.range(4):
            self.layer(w, c, i)
        return c

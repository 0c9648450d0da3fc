# tests/ut/language/parser/test_call_arg_directions_dsl.py::TestParserStripsAdirWrappers::test_all_six_wrappers_round_trip_through_parse (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[64], pl.FP32],
        b: pl.Tensor[[64], pl.FP32],
        c: pl.Tensor[[64], pl.FP32],
        d: pl.Tensor[[64], pl.FP32],
        e: pl.Tensor[[64], pl.FP32],
        f: pl.Scalar[pl.INT64],
    ):
        t: pl.Tile[[64], pl.FP32] = pl.load(a, [0], [64])
        pl.store(t, [0], a)

    @pl.function
    def main(
        self,
        a: pl.Tensor[[64], pl.FP32],
        b: pl.Tensor[[64], pl.FP32],
        c: pl.Tensor[[64], pl.FP32],
        d: pl.Tensor[[64], pl.FP32],
        e: pl.Tensor[[64], pl.FP32],
        f: pl.Scalar[pl.INT64],
    ):
        self.kernel(
            pl.adir.input(a),
            pl.adir.output(b),
            pl.adir.inout(c),
            pl.adir.output_existing(d),
            pl.adir.no_dep(e),
            pl.adir.scalar(f),
        )

# tests/ut/language/parser/test_manual_scope_parsing.py::TestPlAtNoDepArgsParsing::test_no_dep_args_records_arg_direction_overrides_vars (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.Opaque)
    def main(
        self,
        x: pl.Tensor[[64], pl.FP32],
        w: pl.Tensor[[64], pl.FP32],
    ) -> pl.Tensor[[64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP, no_dep_args=[w]):
            y: pl.Tensor[[64], pl.FP32] = pl.add(x, w)
        return y

# tests/ut/language/parser/test_manual_scope_parsing.py::TestManualScopeParsing::test_pl_at_deps_and_as_tid_print_parse_roundtrip (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.Opaque)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP, name_hint="s1") as t1:
            y: pl.Tensor[[64], pl.FP32] = x
        with pl.at(level=pl.Level.CORE_GROUP, name_hint="s2", deps=[t1]) as _t2:
            z: pl.Tensor[[64], pl.FP32] = y
        return z

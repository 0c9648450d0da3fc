# tests/ut/language/parser/test_manual_scope_parsing.py::TestPlAtNoDepArgsParsing::test_no_dep_args_combines_with_deps_and_tid (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.Opaque)
    def main(
        self,
        x: pl.Tensor[[64], pl.FP32],
        w: pl.Tensor[[64], pl.FP32],
    ) -> pl.Tensor[[64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP, name_hint="s1") as t1:
            a: pl.Tensor[[64], pl.FP32] = x
        with pl.at(
            level=pl.Level.CORE_GROUP,
            name_hint="s2",
            deps=[t1],
            no_dep_args=[w],
        ) as _t2:
            b: pl.Tensor[[64], pl.FP32] = pl.add(a, w)
        return b

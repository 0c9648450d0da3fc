# tests/ut/language/parser/test_manual_scope_parsing.py::TestSubmitDepsPerElementAndComprehension::test_pl_at_form1_per_element_subscript (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.Opaque)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP, name_hint="s1") as t1:
            y: pl.Tensor[[64], pl.FP32] = x
        tids = pl.array.create(1, pl.TASK_ID)
        tids[0] = t1
        # Per-element read on the pl.at deps= site.
        with pl.at(level=pl.Level.CORE_GROUP, name_hint="s2", deps=[tids[0]]):
            z: pl.Tensor[[64], pl.FP32] = y
        return z

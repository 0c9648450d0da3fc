# tests/ut/language/parser/test_dump_dsl.py::test_at_dumps_records_dump_vars_on_scope (hand-written)
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(
        self,
        a: pl.Tensor[[16, 16], pl.FP32],
        d: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP, dumps=[a]):
            d = pl.add(a, a)
        return d

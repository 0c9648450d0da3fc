# tests/ut/language/parser/test_dump_tag_dsl.py::_tagged_graph (hand-written)
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        a: pl.Tensor[[64, 64], pl.FP32],
        c: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        pl.dump_tag(a)
        with pl.graph("g"):
            with pl.at(level=pl.Level.CORE_GROUP):
                c = pl.add(a, a)
        return c

# ptoc: parse
# tests/ut/language/parser/test_submit_predicate.py::test_at_predicate_rejected_when_nested[at]: a predicated pl.at inside a scope that folds its dispatch would lose the predicate
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self, x: pl.Tensor[[512, 128], pl.FP32], out: pl.Out[pl.Tensor[[512, 128], pl.FP32]], rc: pl.Tensor[[512, 128], pl.INT32]
    ) -> pl.Tensor[[512, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            with pl.at(level=pl.Level.CORE_GROUP, predicate=(rc[0, 0] > 0)):
                v = pl.load(x, [0, 0], [128, 128])
                out = pl.store(v, [0, 0], out)
        return out

# ptoc: parse
# tests/ut/language/parser/test_submit_predicate.py::test_at_predicate_rejected_at_non_core_group_level: only a CORE_GROUP pl.at takes predicate= (no other level becomes a submitted task)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self, x: pl.Tensor[[512, 128], pl.FP32], out: pl.Out[pl.Tensor[[512, 128], pl.FP32]], rc: pl.Tensor[[512, 128], pl.INT32]
    ) -> pl.Tensor[[512, 128], pl.FP32]:
        with pl.at(level=pl.Level.HOST, predicate=(rc[0, 0] > 0)):
            out = pl.store(pl.load(x, [0, 0], [128, 128]), [0, 0], out)
        return out

# ptoc: print
# tests/ut/language/parser/test_submit_predicate.py::test_at_predicate_print_parse_round_trip: a pl.at(level=CORE_GROUP) scope takes predicate= (and deps=) as pl.spmd does; it prints last
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self, x: pl.Tensor[[512, 128], pl.FP32], out: pl.Out[pl.Tensor[[512, 128], pl.FP32]], rc: pl.Out[pl.Tensor[[512, 128], pl.INT32]]
    ) -> pl.Tensor[[512, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP) as g_tid:
            g = pl.load(rc, [0, 0], [128, 128])
            rc = pl.store(g, [0, 0], rc)
        with pl.at(level=pl.Level.CORE_GROUP, deps=[g_tid], predicate=(rc[0, 0] >= 2)) as t:
            v = pl.load(x, [0, 0], [128, 128])
            out = pl.store(v, [0, 0], out)
        return out

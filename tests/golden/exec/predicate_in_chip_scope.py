# ptoc: run --in 0=const:3 --in 1=zeros --in 2=const:1 --print 1
# A predicated pl.at(level=CORE_GROUP) inside a pl.at(level=CHIP) of an Orchestration function
# (the reference's test_at_predicate_accepted_inside_a_hierarchy_scope, at 64x64): the CHIP
# scope runs in place, rc[0, 0] is 1, so the task is dispatched and copies x's first 32 rows.
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]], rc: pl.Tensor[[64, 64], pl.INT32]) -> pl.Tensor[[64, 64], pl.FP32]:
        with pl.at(level=pl.Level.CHIP):
            with pl.at(level=pl.Level.CORE_GROUP, predicate=(rc[0, 0] > 0)):
                v = pl.load(x, [0, 0], [32, 64])
                out = pl.store(v, [0, 0], out)
        return out

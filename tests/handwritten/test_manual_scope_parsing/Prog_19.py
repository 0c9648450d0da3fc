# tests/ut/language/parser/test_manual_scope_parsing.py::TestSubmitDepsPerElementAndComprehension::test_pl_at_form2_comprehension (hand-written)
import pypto.language as pl

K = 3


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.Opaque)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        # Seed K producer scopes; collect their TaskIds in an array.
        tids = pl.array.create(K, pl.TASK_ID)
        with pl.at(level=pl.Level.CORE_GROUP, name_hint="p0") as t0:
            y0: pl.Tensor[[64], pl.FP32] = x
        tids[0] = t0
        with pl.at(level=pl.Level.CORE_GROUP, name_hint="p1") as t1:
            y1: pl.Tensor[[64], pl.FP32] = y0
        tids[1] = t1
        with pl.at(level=pl.Level.CORE_GROUP, name_hint="p2") as t2:
            y2: pl.Tensor[[64], pl.FP32] = y1
        tids[2] = t2
        # Consumer fences on all K producers via comprehension.
        with pl.at(
            level=pl.Level.CORE_GROUP,
            name_hint="consumer",
            deps=[tids[k] for k in range(K)],
        ):
            z: pl.Tensor[[64], pl.FP32] = y2
        return z

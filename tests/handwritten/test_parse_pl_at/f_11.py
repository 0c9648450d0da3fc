# tests/ut/ir/parser/test_parse_pl_at.py::test_parse_pl_at_core_group_chunked_loop_optimizer_with_split (hand-written)
import pypto.language as pl


@pl.function
def f(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    with pl.at(
        level=pl.Level.CORE_GROUP,
        optimization=pl.chunked_loop_optimizer(split=pl.SplitMode.LEFT_RIGHT),
    ):
        for i in pl.parallel(0, 8, 1, chunk=4):
            x = pl.add(x, x)
    return x

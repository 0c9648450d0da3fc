# tests/ut/language/parser/test_func_attr.py::TestProloguePlacementAndValueShapes::test_split_none_is_dropped_like_the_decorator_path (hand-written)
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[64], pl.FP32], out: pl.Out[pl.Tensor[[64], pl.FP32]]):
        pl.func_attr({"split": pl.SplitMode.NONE})
        out[0:64] = x[0:64]

# tests/ut/language/parser/test_func_attr.py::TestProloguePlacementAndValueShapes::test_docstring_may_precede_the_prologue (hand-written)
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[64], pl.FP32], out: pl.Out[pl.Tensor[[64], pl.FP32]]):
        """Kernel docstring."""
        pl.func_attr({"split": pl.SplitMode.UP_DOWN})
        out[0:64] = x[0:64]

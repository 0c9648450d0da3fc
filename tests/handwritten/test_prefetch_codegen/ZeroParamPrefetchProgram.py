# tests/ut/codegen/test_prefetch_codegen.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class ZeroParamPrefetchProgram:
    """Create a prefetch context in a kernel with no user parameters."""

    @pl.function(type=pl.FunctionType.InCore)
    def main(self):
        pl.prefetch.make_context()

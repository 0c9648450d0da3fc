# docs/en/dev/language/00-python_syntax.md::<module> (rejected by the reference parser)
import pypto.language as pl


@pl.function(type=pl.FunctionType.InCore)
def aicore_kernel(x: pl.INT64) -> pl.INT64:
    return x * 2

# docs/en/dev/language/00-python_syntax.md::<module> (rejected by the reference parser)
import pypto.language as pl


@pl.function(type=pl.FunctionType.Orchestration)
def orchestrator(n: pl.INT64) -> pl.INT64:
    return n + 1

# ptoc: parse
# An AUTO pl.scope() cannot sit inside a MANUAL one (the reference's
# test_auto_scope_parsing.py); MANUAL scopes go anywhere.
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k1(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)
    def nested(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            with pl.scope():
                a = self.k1(x)
        return a

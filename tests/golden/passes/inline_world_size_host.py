# ptoc: opt --passes=inline_functions
# pld.world_size() in an Inline helper is accepted by the parser; every call
# site of the helper is host code (a HOST function, a pl.at(level=HOST) scope),
# so InlineFunctions keeps each copy.
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function(type=pl.FunctionType.Inline)
    def ranks(self) -> pl.Scalar[pl.INT64]:
        n = pld.world_size()
        return n

    @pl.function(type=pl.FunctionType.Inline)
    def twice(self) -> pl.Scalar[pl.INT64]:
        n = self.ranks()
        m = n * 2
        return m

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self):
        a = self.twice()
        return a

    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.at(level=pl.Level.HOST):
            b = self.ranks()
        return x

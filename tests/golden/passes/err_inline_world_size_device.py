# ptoc: opt --passes=inline_functions
# pld.world_size() in an Inline helper is accepted by the parser, but a call
# of the helper from device code is refused at the helper's line, with a note
# at the call: a function that is not HOST, a device-side scope of a HOST
# function (also through another Inline helper).
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

    @pl.function
    def kernel(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            n = self.ranks()
        return x

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self):
        a = self.ranks()
        with pl.at(level=pl.Level.CORE_GROUP):
            b = self.twice()
        return a

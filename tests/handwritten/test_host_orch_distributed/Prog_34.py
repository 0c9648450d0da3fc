# tests/ut/codegen/distributed/test_host_orch_distributed.py::test_host_orch_binds_composite_dynamic_dim_from_shape (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

NR = pl.dynamic("NR")
NRANKS = 2


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.Orchestration)
    def chip(self, o: pl.Out[pl.Tensor[[1, NR * 64], pl.FP32]]) -> pl.Tensor[[1, NR * 64], pl.FP32]:
        return o

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self, outputs: pl.Out[pl.Tensor[[NRANKS, 1, NR * 64], pl.FP32]]):
        for r in pl.range(NRANKS):
            o_r = outputs[r]
            self.chip(o_r, device=r)

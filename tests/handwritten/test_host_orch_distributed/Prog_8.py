# tests/ut/codegen/distributed/test_host_orch_distributed.py::test_allocation_free_full_rank_dispatch_loop_is_grouped (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

SIZE = 64


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.Orchestration)
    def chip_orch(
        self,
        inp: pl.Tensor[[SIZE], pl.FP32],
        out: pl.Out[pl.Tensor[[SIZE], pl.FP32]],
    ) -> pl.Tensor[[SIZE], pl.FP32]:
        return out

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(
        self,
        inputs: pl.Tensor[[2, SIZE], pl.FP32],
        outputs: pl.Out[pl.Tensor[[2, SIZE], pl.FP32]],
    ) -> pl.Tensor[[2, SIZE], pl.FP32]:
        for r in pl.range(pld.world_size()):
            inp_r = inputs[r]
            out_r = outputs[r]
            self.chip_orch(inp_r, out_r, device=r)
        return outputs

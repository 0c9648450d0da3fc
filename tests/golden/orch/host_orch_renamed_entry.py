# ptoc: compile --backend 910B --emit=host_orch
# The reference's test_renamed_host_orch_marks_entry (tests/ut/codegen/test_distributed_codegen.py):
# a HOST orchestrator of any name is the runtime's entry, marked after its definition; the
# chip orchestrator writes no argument, so its result is a shared tensor made on first use.
import pypto.language as pl


@pl.program
class Input:
    @pl.function(level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def chip_orch(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        y: pl.Tensor[[64], pl.FP32] = pl.add(x, x)
        return y

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def moe_ep_l3(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        y: pl.Tensor[[64], pl.FP32] = self.chip_orch(x)
        return y

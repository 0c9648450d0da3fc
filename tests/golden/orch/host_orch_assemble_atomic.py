# ptoc: compile --backend 910B --emit=host_orch
# The reference's test_host_orch_atomic_tensor_assemble_is_rejected: the host has
# no atomic combine, so an accumulating assemble is an error at its line.
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self, out: pl.Tensor[[8], pl.FP32]) -> pl.Tensor[[8], pl.FP32]:
        tmp = pl.create_tensor([8], dtype=pl.FP32)
        out = pl.assemble(out, tmp, [0], atomic=pl.AtomicType.Add)
        return out

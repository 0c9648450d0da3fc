# ptoc: compile --backend 910B --emit=host_orch
# The reference's test_host_orch_tensor_assemble_right_aligns_lower_rank_source: a
# source of lower rank fills the target's trailing axes; each leading axis takes
# the one index of its offset.
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self, out: pl.Tensor[[2, 8, 32], pl.FP32]) -> pl.Tensor[[2, 8, 32], pl.FP32]:
        tmp = pl.create_tensor([4, 16], dtype=pl.FP32)
        out = pl.assemble(out, tmp, [1, 3, 7])
        return out

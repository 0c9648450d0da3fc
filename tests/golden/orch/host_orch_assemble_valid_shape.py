# ptoc: compile --backend 910B --emit=host_orch
# The reference's test_host_orch_tensor_assemble_uses_source_valid_shape: only the
# source's valid region (valid_shape of its slice) is written.
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self, out: pl.Tensor[[8, 32], pl.FP32]) -> pl.Tensor[[8, 32], pl.FP32]:
        tmp = pl.create_tensor([4, 16], dtype=pl.FP32)
        narrowed = pl.slice(tmp, [4, 16], [0, 0], valid_shape=[3, 9])
        out = pl.assemble(out, narrowed, [2, 5])
        return out

# ptoc: compile --backend 910B --emit=host_orch
# The reference's test_host_orch_tensor_assemble_emits_tensor_dict_slice_write: a
# tensor.assemble of a HOST orchestrator writes the source into a slice of the
# target in tensors[], and its result names the target.
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self, out: pl.Tensor[[8, 32], pl.FP32]) -> pl.Tensor[[8, 32], pl.FP32]:
        tmp = pl.create_tensor([4, 16], dtype=pl.FP32)
        out = pl.assemble(out, tmp, [3, 7])
        return out

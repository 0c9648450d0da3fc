# tests/ut/codegen/distributed/test_host_orch_distributed.py::test_host_orch_tensor_assemble_emits_tensor_dict_slice_write (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Prog:
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self, out: pl.Tensor[[8, 32], pl.FP32]) -> pl.Tensor[[8, 32], pl.FP32]:
        tmp = pl.create_tensor([4, 16], dtype=pl.FP32)
        out = pl.assemble(out, tmp, [3, 7])
        return out

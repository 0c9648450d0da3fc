# tests/ut/codegen/distributed/test_host_orch_distributed.py::test_host_orch_unhandled_tensor_op_is_rejected (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Prog:
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self) -> pl.Tensor[[8, 32], pl.FP32]:
        tmp = pl.create_tensor([256], dtype=pl.FP32)
        reshaped = pl.reshape(tmp, [8, 32])
        return reshaped

# ptoc: compile --backend 910B --emit=host_orch
# A tensor op the host cannot run is an error naming it and the function (the
# reference's test_host_orch_unhandled_tensor_op_is_rejected).
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self) -> pl.Tensor[[8, 32], pl.FP32]:
        tmp = pl.create_tensor([256], dtype=pl.FP32)
        reshaped = pl.reshape(tmp, [8, 32])
        return reshaped

# ptoc: compile --backend 910B --emit=orchestration
# The reference's test_tensor_read_constant_3d (test_orchestration_tensor_rw.py): read(t, [1, 2, 3]) of a
# [2, 4, 8] tensor passes indices_val[3] = {1, 2, 3} and lets the runtime compute the flat offset.
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(self, t: pl.Tensor[[2, 4, 8], pl.FP32]) -> pl.Tensor[[2, 4, 8], pl.FP32]:
        val: pl.Scalar[pl.FP32] = pl.tensor.read(t, [1, 2, 3])  # noqa: F841
        return t

# ptoc: compile --backend 910B --emit=orchestration
# The reference's test_tensor_read_constant_1d (test_orchestration_tensor_rw.py): read(t, [3]) of an [8]
# tensor packs its index into indices_val[1] = {3} and reads get_tensor_data<float>(ext_t, 1, indices_val).
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(self, t: pl.Tensor[[8], pl.FP32]) -> pl.Tensor[[8], pl.FP32]:
        val: pl.Scalar[pl.FP32] = pl.tensor.read(t, [3])  # noqa: F841
        return t

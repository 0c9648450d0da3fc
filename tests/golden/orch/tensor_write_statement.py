# ptoc: compile --backend 910B --passes=derive_call_directions,materialize_runtime_scopes,classify_iter_arg_carry --emit=orchestration
# The reference's test_tensor_write_constant_2d: pl.tensor.write as a statement packs its
# indices into indices_<tensor> and writes through set_tensor_data<T>, which the runtime
# orders after the tensor's producers and tracked INOUT consumers.
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(self, t: pl.Tensor[[4, 8], pl.FP32]) -> pl.Tensor[[4, 8], pl.FP32]:
        val: pl.Scalar[pl.FP32] = pl.tensor.read(t, [0, 0])
        pl.tensor.write(t, [1, 3], val)
        return t

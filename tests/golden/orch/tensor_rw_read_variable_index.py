# ptoc: compile --backend 910B --emit=orchestration
# The reference's test_tensor_read_variable_index (test_orchestration_tensor_rw.py): each read is its own
# typed get_tensor_data<T>, and indices read at run time go into the array as static_cast<uint32_t>(...).
# ptoc check --fill config=1 runs it (indices inside the tensor).
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(
        self,
        t: pl.Tensor[[4, 8], pl.FP32],
        config: pl.Tensor[[2], pl.INT64],
    ) -> pl.Tensor[[4, 8], pl.FP32]:
        row: pl.Scalar[pl.INT64] = pl.tensor.read(config, [0])
        col: pl.Scalar[pl.INT64] = pl.tensor.read(config, [1])
        val: pl.Scalar[pl.FP32] = pl.tensor.read(t, [row, col])  # noqa: F841
        return t

# ptoc: compile --backend 910B --emit=orchestration
# The reference's test_repeated_auto_output_buffers_get_unique_names (tests/ut/codegen/
# test_orchestration_codegen.py): the two auto-output buffers ConvertTensorToTileOps adds keep
# their role name, made unique (ret0__out, ret0__out_1), each the add_output of its task.
import pypto.language as pl


@pl.program
class RepeatedAutoOutputProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel_add(
        self,
        x: pl.Tensor[[64], pl.FP32],
        y: pl.Tensor[[64], pl.FP32],
    ) -> pl.Tensor[[64], pl.FP32]:
        z: pl.Tensor[[64], pl.FP32] = pl.add(x, y)
        return z

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch_repeat(
        self,
        x: pl.Tensor[[64], pl.FP32],
        y: pl.Tensor[[64], pl.FP32],
    ) -> pl.Tensor[[64], pl.FP32]:
        first: pl.Tensor[[64], pl.FP32] = self.kernel_add(x, y)
        second: pl.Tensor[[64], pl.FP32] = self.kernel_add(first, y)
        return second

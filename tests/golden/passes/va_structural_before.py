# ptoc: opt --passes=derive_call_directions --verify=all
# reference test_orchestration_task_deps.py::test_compiler_derived_deps_for_fire_and_forget_call_capture_task_id_when_hoisted,
# which the reference runs at VerificationLevel.NONE: 'local' is read after self.fill(local) took it as Out.
# InOutUseValid is structural: --verify=all checks it before every pass (va_structural_basic: --verify=basic does not).
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.AIV)
    def fill(
        self,
        out: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        return out

    @pl.function(type=pl.FunctionType.AIV)
    def consume(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)
    def main(self) -> pl.Tensor[[64], pl.FP32]:
        local = pl.create_tensor([64], dtype=pl.FP32)
        with pl.scope():
            self.fill(local)
        with pl.scope():
            out = self.consume(local)
        return out

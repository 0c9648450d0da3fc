# ptoc: opt --passes=unroll_loops,convert_to_ssa --expect {dir}/unroll_ref_device_attr_substituted_on_single_iteration_unroll.expected.py
# reference test_unroll_loops_pass.py, test_device_attr_substituted_on_single_iteration_unroll (then ConvertToSSA, as the test does): the device= of a call in a host orchestration loop becomes the copy's constant, like its arguments
import pypto.language as pl

SIZE = 8


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.Orchestration)
    def chip_orch(self, out: pl.Out[pl.Tensor[[SIZE], pl.FP32]]) -> pl.Tensor[[SIZE], pl.FP32]:
        return out

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(
        self,
        outputs: pl.Out[pl.Tensor[[1, SIZE], pl.FP32]],
    ) -> pl.Tensor[[1, SIZE], pl.FP32]:
        for r in pl.unroll(1):
            self.chip_orch(outputs[r], device=r)
        return outputs

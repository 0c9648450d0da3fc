# ptoc: compile --backend 910B --emit=host_orch
# The reference's test_tuple_return_builtin_tuple (tests/ut/codegen/test_distributed_codegen.py):
# the builtin tuple[...] spelling of host_orch_tuple_result, which is two results, not one
# pl.Tuple; the same aliases and OUTPUT_EXISTING arguments.
import pypto.language as pl


@pl.program
class Input:
    @pl.function(level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def chip_orch(
        self,
        a: pl.Tensor[[64], pl.FP32],
        b: pl.Tensor[[64], pl.FP32],
        out_s: pl.Out[pl.Tensor[[64], pl.FP32]],
        out_d: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> tuple[pl.Tensor[[64], pl.FP32], pl.Tensor[[64], pl.FP32]]:
        return out_s, out_d

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(
        self,
        a: pl.Tensor[[64], pl.FP32],
        b: pl.Tensor[[64], pl.FP32],
        out_s: pl.Out[pl.Tensor[[64], pl.FP32]],
        out_d: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> tuple[pl.Tensor[[64], pl.FP32], pl.Tensor[[64], pl.FP32]]:
        s, d = self.chip_orch(a, b, out_s, out_d)
        return s, d

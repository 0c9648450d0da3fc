import pypto.language as pl

SIZE = 8


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.Orchestration, strict_ssa=True)
    def chip_orch(self, out: pl.Out[pl.Tensor[[SIZE], pl.FP32]]) -> pl.Tensor[[SIZE], pl.FP32]:
        return out

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator, strict_ssa=True)
    def host_orch(
        self,
        outputs: pl.Out[pl.Tensor[[1, SIZE], pl.FP32]],
    ) -> pl.Tensor[[1, SIZE], pl.FP32]:
        self.chip_orch(outputs[0], device=0)
        return outputs
